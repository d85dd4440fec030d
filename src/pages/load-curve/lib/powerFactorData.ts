import type { PowerFactorHour } from '@/entities/energy-management';
import { periodStart } from './chartData';
import type { Period } from './period';

/** An hour of the power factor chart: minutes from the period's start, its factor, its start, and whether under 0,92. */
export type FactorPoint = { x: number; factor: number; at: number; below: boolean };

/** Decisions §10: the reference power factor. */
export const FACTOR_LIMIT = 0.92;

/** The hours that have a factor (an hour without kWh has none), placed on the period. */
export function factorPoints(hours: readonly PowerFactorHour[], period: Pick<Period, 'from'>): FactorPoint[] {
  const start = periodStart(period);
  return hours.flatMap(({ at, factor }) => (factor === null ? [] : [{ x: (at - start) / 60_000, factor, at, below: factor < FACTOR_LIMIT }]));
}

/** The lowest factor of the hours, or null when none has one. */
export const lowestFactor = (points: readonly FactorPoint[]): number | null =>
  points.length === 0 ? null : points.reduce((low, point) => Math.min(low, point.factor), 1);
