import { saoPauloTime } from '@/entities/energy-management';
import type { Period, View } from './period';

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 'YYYY-MM-DD' → 'DD/MM/AAAA'. */
export const brDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** An instant as São Paulo writes it: 'DD/MM/AAAA HH:MM'. */
export function brDateTime(ms: number): string {
  const { day, time } = saoPauloTime(ms);
  return `${brDate(day)} ${time}`;
}

/** 'novembro de 2026' for a 'YYYY-MM' month. */
export const monthName = (month: string): string => `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

/** The period as its heading names it: '14/11/2026', '09/11/2026 a 15/11/2026', 'novembro de 2026'. */
export function periodLabel({ view, from, to }: Pick<Period, 'view' | 'from' | 'to'>): string {
  if (view === 'day') return brDate(from);
  if (view === 'week') return `${brDate(from)} a ${brDate(to)}`;
  return monthName(from.slice(0, 7));
}

/** The segmented control's words. */
export const VIEW_LABELS: Record<View, string> = { day: 'Dia', week: 'Semana', month: 'Mês' };

/** The arrows' names: 'Dia anterior', 'Próxima semana'… */
export const NEIGHBOUR_LABELS: Record<View, { previous: string; next: string }> = {
  day: { previous: 'Dia anterior', next: 'Próximo dia' },
  week: { previous: 'Semana anterior', next: 'Próxima semana' },
  month: { previous: 'Mês anterior', next: 'Próximo mês' },
};

/** 'Horário de ponta 18h–21h' from the demand contract's peak hours ('18:00', '21:00'; minutes kept when not whole). */
export function peakHoursLabel({ start, end }: { start: string; end: string }): string {
  const hour = (time: string) => (time.endsWith(':00') ? `${Number(time.slice(0, 2))}h` : `${Number(time.slice(0, 2))}h${time.slice(3)}`);
  return `Horário de ponta ${hour(start)}–${hour(end)}`;
}
