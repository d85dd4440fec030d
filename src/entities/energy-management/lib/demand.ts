import { bucketStart } from './dates';

/** Decisions §10 (ANEEL REN 1000/2021): the share over the contracted demand that is not charged. */
const DEMAND_TOLERANCE = 0.05;

/** The average power of a 15-minute interval: kW = kWh × 4. */
export const demandKw = (intervalKwh: number): number => intervalKwh * 4;

/** A period's measured demand: its highest 15-minute interval (kW) and when that interval starts (epoch ms). */
export type PeakDemand = { kw: number; at: number };

/**
 * The highest 15-minute demand of an answer at any resolution (each bucket keeps its highest interval's kW), and
 * its bucket's start; the first one when several tie. Null for an empty period.
 */
export function peakDemand(series: { start: string; stepMinutes: number; maxKw: readonly number[] }): PeakDemand | null {
  let best = -1;
  series.maxKw.forEach((kw, index) => {
    if (best < 0 || kw > series.maxKw[best]!) best = index;
  });
  return best < 0 ? null : { kw: series.maxKw[best]!, at: bucketStart(series.start, series.stepMinutes, best) };
}

/** Over tolerance: measured above contracted × 1,05. At or under it there is no charge ('Dentro da tolerância'). */
export const isOverTolerance = (measuredKw: number, contractedKw: number, tolerance = DEMAND_TOLERANCE): boolean =>
  measuredKw > contractedKw * (1 + tolerance);

/**
 * 'Ultrapassagem de demanda' (R$): over tolerance, the whole excess is billed at twice the demand tariff,
 * (measured − contracted) × 2 × tariff; otherwise 0. Rounded to the cent.
 */
export function overrunCharge(measuredKw: number, contractedKw: number, demandTariff: number, tolerance = DEMAND_TOLERANCE): number {
  if (!isOverTolerance(measuredKw, contractedKw, tolerance)) return 0;
  return Math.round((measuredKw - contractedKw) * 2 * demandTariff * 100) / 100;
}

/** How far the measured demand is from the contracted one, in percent (84 of 75 → 12). */
export const demandOverPercent = (measuredKw: number, contractedKw: number): number => (measuredKw / contractedKw - 1) * 100;
