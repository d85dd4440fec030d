import type { Buckets } from './buckets';
import { addDays, dayTypeOf, daysBetween, firstDay, lastDay, monthOfDay, type DayType } from './dates';

/** Measured days the projection learns the unit's pattern from. */
const PATTERN_DAYS = 28;

export type DailyKwh = { day: string; kwh: number };

/** What to ask at 1 day to project `month`: the 28 days before it, and the month (the server stops at yesterday). */
export const projectionPeriod = (month: string): { from: string; to: string } => ({
  from: addDays(firstDay(month), -PATTERN_DAYS),
  to: lastDay(month),
});

/** The days of a daily answer (`1d`), each with its date. */
export const dailyKwh = (series: Pick<Buckets, 'stepMinutes' | 'kwh'> & { from: string }): DailyKwh[] => {
  if (series.stepMinutes !== 1440) throw new RangeError('dailyKwh: daily buckets');
  return series.kwh.map((kwh, index) => ({ day: addDays(series.from, index), kwh }));
};

type MonthProjection = {
  /** kWh measured in the month so far and its last measured day (null before its first). */
  measuredKwh: number;
  measuredUntil: string | null;
  /** The month's kWh at its end: the measured days plus the expected ones; equal to the measured once it is over. */
  projectedKwh: number;
  closed: boolean;
};

/** A day of the month as the position draws it: measured, or expected from the unit's pattern. */
export type MonthDay = DailyKwh & { measured: boolean };

/**
 * The month's days: those measured so far, then each day left with the mean of the days of its type (Monday–Friday,
 * Saturday, Sunday) among the last 28 measured days, or the window's mean for a type it lacks. `daily` runs without
 * gaps up to the last measured day, from at least 28 days before it (`projectionPeriod`); days after the month are
 * ignored. A month over is its measured days alone.
 */
export function monthDays(month: string, daily: readonly DailyKwh[]): MonthDay[] {
  const known = daily.filter((entry) => entry.day <= lastDay(month));
  const measured = known.filter((entry) => monthOfDay(entry.day) === month).map((entry) => ({ ...entry, measured: true }));
  const measuredUntil = measured.at(-1)?.day ?? null;
  const window = known.slice(-PATTERN_DAYS);
  if (measuredUntil === lastDay(month) || window.length === 0) return measured;
  const sums: Record<DayType, { kwh: number; days: number }> = { weekday: { kwh: 0, days: 0 }, saturday: { kwh: 0, days: 0 }, sunday: { kwh: 0, days: 0 } };
  for (const entry of window) {
    const sum = sums[dayTypeOf(entry.day)];
    sum.kwh += entry.kwh;
    sum.days += 1;
  }
  const overall = window.reduce((sum, entry) => sum + entry.kwh, 0) / window.length;
  const meanOf = (type: DayType) => (sums[type].days > 0 ? sums[type].kwh / sums[type].days : overall);
  const nextDay = measuredUntil ? addDays(measuredUntil, 1) : firstDay(month);
  const expected = Array.from({ length: daysBetween(nextDay, lastDay(month)) + 1 }, (_, offset) => {
    const day = addDays(nextDay, offset);
    return { day, kwh: meanOf(dayTypeOf(day)), measured: false };
  });
  return [...measured, ...expected];
}

/**
 * The month's consumption at its end, from the unit's own pattern (decisions §10, not a straight line): the days
 * measured so far plus the expected ones (`monthDays`).
 */
export function projectMonth(month: string, daily: readonly DailyKwh[]): MonthProjection {
  const days = monthDays(month, daily);
  const measured = days.filter((entry) => entry.measured);
  const measuredKwh = measured.reduce((sum, entry) => sum + entry.kwh, 0);
  const measuredUntil = measured.at(-1)?.day ?? null;
  const projectedKwh = days.reduce((sum, entry) => (entry.measured ? sum : sum + entry.kwh), measuredKwh);
  return { measuredKwh, measuredUntil, projectedKwh, closed: measuredUntil === lastDay(month) };
}
