// @vitest-environment node
// The 15-minute total equals the hourly and daily totals, whichever way the buckets are widened.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalKwh, widenBuckets } from './buckets';

const days = (count: number) => fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: count * 96, maxLength: count * 96 });
const series = (wh: number[]) => {
  const kwh = wh.map((value) => value / 1000);
  return { start: '2026-11-01T00:00:00-03:00', stepMinutes: 15, kwh, kvarh: kwh.map((value) => Math.round(value * 450) / 1000), maxKw: kwh.map((value) => (value * 4000) / 1000) };
};

describe('widening 15-minute buckets', () => {
  it('keeps the period total: 15 minutes = hourly = daily, kWh and kvarh alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }).chain(days), (wh) => {
        const quarter = series(wh);
        const hourly = widenBuckets(quarter, 4);
        const daily = widenBuckets(hourly, 24);
        expect(hourly).toMatchObject({ stepMinutes: 60, start: quarter.start });
        expect(daily.stepMinutes).toBe(1440);
        expect(daily.kwh).toHaveLength(wh.length / 96);
        expect(totalKwh(hourly)).toBe(totalKwh(quarter));
        expect(totalKwh(daily)).toBe(totalKwh(quarter));
        expect(totalKwh({ kwh: daily.kvarh })).toBe(totalKwh({ kwh: quarter.kvarh }));
        // Each hour is the sum of its own four quarter-hours, to the Wh.
        hourly.kwh.forEach((kwh, hour) => expect(Math.round(kwh * 1000)).toBe(wh.slice(hour * 4, hour * 4 + 4).reduce((sum, value) => sum + value, 0)));
      }),
      { numRuns: 50 },
    );
  });

  it('makes a bucket of an incomplete last group', () => {
    const hourly = widenBuckets(series([1000, 2000, 3000, 4000, 5000]), 4);
    expect(hourly.kwh).toEqual([10, 5]);
    expect(hourly.maxKw).toEqual([16, 20]);
  });
});
