import { formatNumber } from '@/shared/lib/format';

/** Decisions §10: kW with one decimal, '84,0 kW'. */
export const formatKw = (kw: number): string => `${formatNumber(kw, 1)} kW`;

/** MWh with two decimals, '22,32 MWh'. */
export const formatMwh = (mwh: number): string => `${formatNumber(mwh, 2)} MWh`;

/** A power factor with two decimals, '0,85'. */
export const formatPowerFactor = (factor: number): string => formatNumber(factor, 2);

/** Percentage points with one decimal and their sign, '+12,0 %' ('0,0 %' for none, '-3,5 %' below). */
export function formatSignedPercent(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${formatNumber(rounded === 0 ? 0 : rounded, 1)} %`;
}
