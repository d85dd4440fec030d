import { daysInMonth, monthOfDay } from './dates';
import { projectMonth, type DailyKwh } from './projection';

/** One month replayed: what the projection said on the morning of `asOfDay` and what the month consumed. */
type BacktestMonth = { month: string; actualKwh: number; projectedKwh: number };

/**
 * Replays closed months as the portal would have seen them on their `asOfDay`th day (measured until the day before):
 * the projection then against the month consumed. `daily` covers the months and the 28 days before the first.
 */
export function backtestMonths(daily: readonly DailyKwh[], months: readonly string[], asOfDay = 10): BacktestMonth[] {
  return months.map((month) => {
    const lastKnown = `${month}-${String(asOfDay - 1).padStart(2, '0')}`;
    const inMonth = daily.filter((entry) => monthOfDay(entry.day) === month);
    if (inMonth.length !== daysInMonth(month)) throw new RangeError(`backtestMonths: ${month} is not measured whole`);
    return {
      month,
      actualKwh: inMonth.reduce((sum, entry) => sum + entry.kwh, 0),
      projectedKwh: projectMonth(month, daily.filter((entry) => entry.day <= lastKnown)).projectedKwh,
    };
  });
}

/** The mean absolute error of the projections, as a share of each month's consumption (0.05 = 5 %). */
export const meanAbsoluteError = (rows: readonly BacktestMonth[]): number =>
  rows.reduce((sum, row) => sum + Math.abs(row.projectedKwh - row.actualKwh) / row.actualKwh, 0) / rows.length;
