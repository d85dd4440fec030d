// @vitest-environment node
// Decisions §10, power factor: per hour fp = kWh / √(kWh² + kvarh²); under 0,92, kWh × (0,92 / fp − 1) × tariff.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hourlyPowerFactors, hoursBelowLimit, powerFactor, reactiveCharge } from './powerFactor';

const START = '2026-11-03T00:00:00-03:00';
/** kvarh for `kwh` at power factor `factor`. */
const kvarhAt = (kwh: number, factor: number) => kwh * Math.sqrt(1 / (factor * factor) - 1);

describe('the hourly power factor', () => {
  it('adds the four quarter-hours of each hour before dividing, and has none for an hour without kWh', () => {
    const kwh = [10, 10, 10, 10, 0, 0, 0, 0];
    const kvarh = [2, 4, 6, 8, 1, 0, 0, 0];
    const hours = hourlyPowerFactors({ start: START, stepMinutes: 15, kwh, kvarh, maxKw: kwh.map((value) => value * 4) });
    expect(hours).toEqual([
      { at: Date.parse(START), kwh: 40, kvarh: 20, factor: 40 / Math.sqrt(40 * 40 + 20 * 20) },
      { at: Date.parse('2026-11-03T01:00:00-03:00'), kwh: 0, kvarh: 1, factor: null },
    ]);
    expect(hourlyPowerFactors({ start: START, stepMinutes: 60, kwh: [40], kvarh: [20], maxKw: [44] })[0]?.factor).toBeCloseTo(0.894, 3);
    expect(() => hourlyPowerFactors({ start: START, stepMinutes: 1440, kwh: [1], kvarh: [1], maxKw: [1] })).toThrow(RangeError);
  });

  it("bills an hour at 0,85 as decisions §10 says: 200 kWh × (0,92 / 0,85 − 1) × R$ 0,32", () => {
    const hours = hourlyPowerFactors({ start: START, stepMinutes: 60, kwh: [200, 200], kvarh: [kvarhAt(200, 0.85), kvarhAt(200, 0.95)], maxKw: [200, 200] });
    expect(hours.map((hour) => hour.factor?.toFixed(2))).toEqual(['0.85', '0.95']);
    expect(hoursBelowLimit(hours)).toEqual([hours[0]]);
    expect(reactiveCharge(hours, 0.32)).toBe(Math.round(200 * (0.92 / 0.85 - 1) * 0.32 * 100) / 100);
    expect(reactiveCharge(hours, 0.32)).toBe(5.27);
  });

  it('charges nothing when every hour is at or above 0,92, and more the lower an hour falls', () => {
    const hour = fc.record({ kwh: fc.double({ min: 0.5, max: 500, noNaN: true }), factor: fc.double({ min: 0.5, max: 1, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(hour, { minLength: 1, maxLength: 48 }), fc.double({ min: 0.01, max: 2, noNaN: true }), (rows, tariff) => {
        const series = { start: START, stepMinutes: 60, kwh: rows.map((row) => row.kwh), kvarh: rows.map((row) => kvarhAt(row.kwh, row.factor)), maxKw: rows.map((row) => row.kwh) };
        const hours = hourlyPowerFactors(series);
        const charge = reactiveCharge(hours, tariff);
        const below = hours.filter((row) => row.factor! < 0.92);
        if (below.length === 0) expect(charge).toBe(0);
        const expected = below.reduce((sum, row) => sum + row.kwh * (0.92 / row.factor! - 1), 0) * tariff;
        expect(charge).toBeCloseTo(expected, 2);
        // Any hour pushed lower never costs less.
        const worse = hourlyPowerFactors({ ...series, kvarh: series.kvarh.map((value, index) => (index === 0 ? value * 1.5 + 1 : value)) });
        expect(reactiveCharge(worse, tariff)).toBeGreaterThanOrEqual(charge);
      }),
    );
  });

  it('is 1 with no reactive energy and none without active energy', () => {
    expect(powerFactor(10, 0)).toBe(1);
    expect(powerFactor(0, 5)).toBeNull();
  });
});
