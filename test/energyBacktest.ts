// The projection's back-test over the demo data (issue 51): the portal's projection (src/entities/energy-management)
// replayed on the reference backend's measurements. `npm run bench` prints its figure.
import { backtestMonths, dailyKwh, meanAbsoluteError } from '@/entities/energy-management';
import { SEED_ACCOUNTS } from '../mocks/data/accounts';
import { addDays, addMonths, firstDayOf, lastDayOf, monthOf, saoPauloToday } from '../mocks/data/energy/calendar';
import { measurements } from '../mocks/data/energy/measurements';
import { energyUnit } from '../mocks/data/energy/units';

/** The five named units (Mariana's, Carlos's and Beatriz's) and every 10th Horizonte store (24). */
export const BACKTEST_UNITS = SEED_ACCOUNTS.flatMap((account) => account.assets.map((asset) => asset.id)).filter(
  (id) => !id.startsWith('ua-horizonte-') || Number(id.slice(-3)) % 10 === 0,
);

/**
 * Every unit's last 12 closed months, each projected from its 10th day, against what it consumed: the mean absolute
 * error as a share of the month's consumption (0.05 = 5 %), the worst month's, and how many months were replayed.
 */
export function projectionBacktest(now = new Date(), units: readonly string[] = BACKTEST_UNITS) {
  const current = monthOf(saoPauloToday(now));
  const months = Array.from({ length: 12 }, (_, index) => addMonths(current, index - 12));
  const rows = units.flatMap((id) => {
    const answer = measurements(energyUnit(id)!, addDays(firstDayOf(months[0]!), -28), lastDayOf(months[11]!), '1d', now);
    return backtestMonths(dailyKwh(answer), months);
  });
  const errors = rows.map((row) => Math.abs(row.projectedKwh - row.actualKwh) / row.actualKwh);
  return { units: units.length, months: rows.length, meanAbsoluteError: meanAbsoluteError(rows), worstMonth: Math.max(...errors) };
}
