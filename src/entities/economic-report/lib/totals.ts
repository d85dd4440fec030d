import type { DailyConsumption, YearlyEconomy } from '../model/types';

export type EconomyTotals = {
  acr: number;
  acl: number;
  /** Σ result in BRL. */
  savings: number;
  /** Σ result / Σ acr × 100, rounded to two decimals; null when there is no ACR cost to compare. */
  savingsPercent: number | null;
};

export type DailyTotals = {
  total: number;
  average: number;
  peak: DailyConsumption | null;
};

// Summing in cents keeps 0.1 + 0.2 style float noise out of money totals.
const toCents = (value: number) => Math.round(value * 100);
const sumCents = (values: number[]) => values.reduce((sum, value) => sum + toCents(value), 0);

/** Totals of the rows shown: savings in BRL and as a percentage of the regulated-market cost. */
export function economyTotals(rows: YearlyEconomy[]): EconomyTotals {
  const acrCents = sumCents(rows.map((row) => row.acr));
  const aclCents = sumCents(rows.map((row) => row.acl));
  const savingsCents = sumCents(rows.map((row) => row.result));
  const savingsPercent = acrCents === 0 ? null : Math.round((savingsCents / acrCents) * 10_000) / 100;
  return { acr: acrCents / 100, acl: aclCents / 100, savings: savingsCents / 100, savingsPercent };
}

/** Month total, daily average and the day of highest consumption (the first one on a tie). */
export function dailyTotals(rows: DailyConsumption[]): DailyTotals {
  if (rows.length === 0) return { total: 0, average: 0, peak: null };
  // Tenths of kWh: the meter's resolution, summed without float noise.
  const tenths = rows.reduce((sum, row) => sum + Math.round(row.consumed * 10), 0);
  const peak = rows.reduce((best, row) => (row.consumed > best.consumed ? row : best));
  return { total: tenths / 10, average: Math.round((tenths / rows.length) * 10) / 100, peak };
}
