// @vitest-environment node
// The projection follows the unit's own pattern: weekdays, Saturdays and Sundays apart (decisions §10).
import { describe, expect, it } from 'vitest';
import { addDays, dayTypeOf } from './dates';
import { dailyKwh, monthDays, projectionPeriod, projectMonth, type DailyKwh } from './projection';

/** Days from `from` to `to` with weekdays at 100 kWh, Saturdays 60 and Sundays 20. */
function pattern(from: string, to: string, kwh = { weekday: 100, saturday: 60, sunday: 20 }): DailyKwh[] {
  const days: DailyKwh[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, kwh: kwh[dayTypeOf(day)] });
  return days;
}
// December 2026: 23 weekdays, 4 Saturdays, 4 Sundays.
const DECEMBER = 23 * 100 + 4 * 60 + 4 * 20;

describe('projectMonth', () => {
  it('asks for the 28 days before the month and the month itself', () => {
    expect(projectionPeriod('2026-12')).toEqual({ from: '2026-11-03', to: '2026-12-31' });
    expect(projectionPeriod('2026-03')).toEqual({ from: '2026-02-01', to: '2026-03-31' });
  });

  it("extends the month with each remaining day's type: exact for a unit that keeps its pattern", () => {
    for (const until of ['2026-12-01', '2026-12-09', '2026-12-19', '2026-12-30']) {
      const projection = projectMonth('2026-12', pattern('2026-11-03', until));
      expect(projection).toMatchObject({ measuredUntil: until, closed: false });
      expect(projection.projectedKwh).toBeCloseTo(DECEMBER, 9);
      expect(projection.measuredKwh).toBe(pattern('2026-12-01', until).reduce((sum, day) => sum + day.kwh, 0));
    }
  });

  it('is not a straight line: a month measured over a weekend projects less than the mean of its days would', () => {
    // 1–6 December: Tuesday to Sunday. A straight line from those 6 days would give 31 × 480 / 6.
    const projection = projectMonth('2026-12', pattern('2026-11-03', '2026-12-06'));
    expect(projection.projectedKwh).toBeCloseTo(DECEMBER, 9);
    expect(projection.projectedKwh).not.toBeCloseTo((31 * (4 * 100 + 60 + 20)) / 6, 0);
  });

  it('learns from the last 28 measured days only', () => {
    const days = [...pattern('2026-10-01', '2026-11-02', { weekday: 999, saturday: 999, sunday: 999 }), ...pattern('2026-11-03', '2026-12-10')];
    expect(projectMonth('2026-12', days).projectedKwh).toBeCloseTo(DECEMBER, 9);
  });

  it('on the 1st, before any measurement of the month, projects it whole from the month before', () => {
    const projection = projectMonth('2026-12', pattern('2026-11-03', '2026-11-30'));
    expect(projection).toMatchObject({ measuredKwh: 0, measuredUntil: null, closed: false });
    expect(projection.projectedKwh).toBeCloseTo(DECEMBER, 9);
  });

  it('is the measured month once it is over, ignoring the days after it', () => {
    const days = [...pattern('2026-11-03', '2026-12-31', { weekday: 50, saturday: 50, sunday: 50 }), { day: '2027-01-01', kwh: 10_000 }];
    expect(projectMonth('2026-12', days)).toEqual({ measuredKwh: 31 * 50, measuredUntil: '2026-12-31', projectedKwh: 31 * 50, closed: true });
  });

  it("gives the month's days, measured then expected, adding up to the projection (the position's chart)", () => {
    const days = pattern('2026-11-03', '2026-12-09');
    const month = monthDays('2026-12', days);
    expect(month.map((entry) => entry.day)).toEqual(pattern('2026-12-01', '2026-12-31').map((entry) => entry.day));
    expect(month.filter((entry) => entry.measured).map((entry) => entry.day)).toEqual(pattern('2026-12-01', '2026-12-09').map((entry) => entry.day));
    // 12 December 2026 is a Saturday, 13 a Sunday, 14 a Monday.
    expect(month.slice(11, 14).map((entry) => entry.kwh)).toEqual([60, 20, 100]);
    expect(month.reduce((sum, entry) => sum + entry.kwh, 0)).toBe(projectMonth('2026-12', days).projectedKwh);
    expect(monthDays('2026-11', days).every((entry) => entry.measured)).toBe(true);
  });

  it('reads a daily answer, and refuses other resolutions', () => {
    expect(dailyKwh({ from: '2026-11-30', stepMinutes: 1440, kwh: [1, 2] })).toEqual([
      { day: '2026-11-30', kwh: 1 },
      { day: '2026-12-01', kwh: 2 },
    ]);
    expect(() => dailyKwh({ from: '2026-11-30', stepMinutes: 60, kwh: [1] })).toThrow(RangeError);
  });
});
