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

/**
 * The month's consumption at its end, from the unit's own pattern (decisions §10, not a straight line): the days
 * measured so far, plus for each day left the mean of the days of its type (Monday–Friday, Saturday, Sunday) among
 * the last 28 measured days. `daily` runs without gaps up to the last measured day, from at least 28 days before it
 * (`projectionPeriod`); days after the month are ignored.
 */
export function projectMonth(month: string, daily: readonly DailyKwh[]): MonthProjection {
  const known = daily.filter((entry) => entry.day <= lastDay(month));
  const inMonth = known.filter((entry) => monthOfDay(entry.day) === month);
  const measuredKwh = inMonth.reduce((sum, entry) => sum + entry.kwh, 0);
  const measuredUntil = inMonth.at(-1)?.day ?? null;
  const closed = measuredUntil === lastDay(month);
  const window = known.slice(-PATTERN_DAYS);
  if (closed || window.length === 0) return { measuredKwh, measuredUntil, projectedKwh: measuredKwh, closed };
  const sums: Record<DayType, { kwh: number; days: number }> = { weekday: { kwh: 0, days: 0 }, saturday: { kwh: 0, days: 0 }, sunday: { kwh: 0, days: 0 } };
  for (const entry of window) {
    const sum = sums[dayTypeOf(entry.day)];
    sum.kwh += entry.kwh;
    sum.days += 1;
  }
  const overall = window.reduce((sum, entry) => sum + entry.kwh, 0) / window.length;
  const meanOf = (type: DayType) => (sums[type].days > 0 ? sums[type].kwh / sums[type].days : overall);
  const nextDay = measuredUntil ? addDays(measuredUntil, 1) : firstDay(month);
  let projectedKwh = measuredKwh;
  for (let offset = 0; offset <= daysBetween(nextDay, lastDay(month)); offset += 1) projectedKwh += meanOf(dayTypeOf(addDays(nextDay, offset)));
  return { measuredKwh, measuredUntil, projectedKwh, closed };
}
