// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { backtestMonths, meanAbsoluteError } from './backtest';

const days = (from: string, to: string, kwh: (day: string) => number) => {
  const list = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push({ day, kwh: kwh(day) });
  return list;
};

describe('backtestMonths', () => {
  it('projects each month from its 10th day and compares with what it consumed', () => {
    // Flat at 100 kWh a day, then 200 from 15 November: November's projection on the 10th misses by 16/30 × 100 %.
    const daily = days('2026-09-03', '2026-11-30', (day) => (day >= '2026-11-15' ? 200 : 100));
    const rows = backtestMonths(daily, ['2026-10', '2026-11']);
    expect(rows).toEqual([
      { month: '2026-10', actualKwh: 3100, projectedKwh: 3100 },
      { month: '2026-11', actualKwh: 100 * 14 + 200 * 16, projectedKwh: 3000 },
    ]);
    expect(meanAbsoluteError(rows)).toBeCloseTo((0 + 1600 / 4600) / 2, 12);
  });

  it('refuses a month not measured whole', () => {
    expect(() => backtestMonths(days('2026-09-03', '2026-11-20', () => 1), ['2026-11'])).toThrow(RangeError);
  });
});
