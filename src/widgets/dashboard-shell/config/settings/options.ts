import type { ThemeColorPreset } from '@/entities/appearance';

/** Names people read for each colour preset (spec §3 lists the keys). */
export const PRESET_LABELS: Record<ThemeColorPreset, string> = {
  default: 'Padrão',
  cyan: 'Ciano',
  purple: 'Roxo',
  blue: 'Azul',
  orange: 'Laranja',
  red: 'Vermelho',
};

export const PRESET_ORDER: ThemeColorPreset[] = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'];
