import type { BandPosition } from '../model/types';

/** The statuses of decisions §10, as every screen writes them. */
export const BAND_POSITION_LABELS: Readonly<Record<BandPosition, string>> = {
  inside: 'Dentro da faixa',
  above: 'Acima da faixa',
  below: 'Abaixo da faixa',
};
