// @vitest-environment node
// Decisions §10, demand overrun (ANEEL REN 1000/2021), as properties over any contract, tariff and peak.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { widenBuckets } from './buckets';
import { demandKw, demandOverPercent, isOverTolerance, overrunCharge, peakDemand } from './demand';

const contracted = fc.double({ min: 1, max: 5_000, noNaN: true });
const tariff = fc.double({ min: 0.01, max: 200, noNaN: true });

describe('the overrun charge', () => {
  it('is nothing at or under 105 % of the contracted demand', () => {
    fc.assert(
      fc.property(contracted, fc.double({ min: 0, max: 1.05, noNaN: true }), tariff, (kw, share, perKw) => {
        expect(overrunCharge(kw * share, kw, perKw)).toBe(0);
        expect(isOverTolerance(kw * share, kw)).toBe(false);
      }),
    );
  });

  it('over 105 %, charges the whole excess at twice the tariff', () => {
    fc.assert(
      fc.property(contracted, fc.double({ min: 1.0501, max: 3, noNaN: true }), tariff, (kw, share, perKw) => {
        const measured = kw * share;
        expect(overrunCharge(measured, kw, perKw)).toBeCloseTo((measured - kw) * 2 * perKw, 2);
      }),
    );
  });

  it('grows with the peak: never less for a higher one, more once both are over tolerance', () => {
    fc.assert(
      fc.property(contracted, fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }), tariff, (kw, a, b, perKw) => {
        const [low, high] = [Math.min(a, b) * kw, Math.max(a, b) * kw];
        expect(overrunCharge(high, kw, perKw)).toBeGreaterThanOrEqual(overrunCharge(low, kw, perKw));
        if (isOverTolerance(low, kw) && (high - low) * 2 * perKw >= 0.01) {
          expect(overrunCharge(high, kw, perKw)).toBeGreaterThan(overrunCharge(low, kw, perKw));
        }
      }),
    );
  });

  it("gives decisions §10's figures: 84,0 kW of 75 is +12,0 % and R$ 693,00; 258,0 of 250 is within tolerance", () => {
    expect(demandKw(21)).toBe(84);
    expect(overrunCharge(84, 75, 38.5)).toBe(693);
    expect(demandOverPercent(84, 75)).toBeCloseTo(12, 10);
    expect(overrunCharge(258, 250, 38.5)).toBe(0);
    expect(demandOverPercent(258, 250)).toBeCloseTo(3.2, 10);
    expect(overrunCharge(78.75, 75, 38.5)).toBe(0);
    expect(overrunCharge(78.76, 75, 38.5)).toBe(289.52);
  });
});

/** A period of 15-minute intervals in whole Wh, as the server answers them (three decimals). */
const quarterHours = fc
  .integer({ min: 1, max: 6 })
  .chain((days) => fc.array(fc.integer({ min: 0, max: 80_000 }), { minLength: days * 96, maxLength: days * 96 }))
  .map((wh) => {
    const kwh = wh.map((value) => value / 1000);
    return { start: '2026-11-01T00:00:00-03:00', stepMinutes: 15, kwh, kvarh: kwh.map((value) => Math.round(value * 300) / 1000), maxKw: kwh.map((value) => (value * 4000) / 1000) };
  });

describe('the highest 15-minute demand', () => {
  it('is never below any bucket that contains it, at any zoom, and the period keeps it', () => {
    fc.assert(
      fc.property(quarterHours, fc.constantFrom(4, 96, 8), (fine, width) => {
        const wide = widenBuckets(fine, width);
        wide.maxKw.forEach((kw, bucket) => {
          const inside = fine.maxKw.slice(bucket * width, bucket * width + width);
          inside.forEach((intervalKw) => expect(kw).toBeGreaterThanOrEqual(intervalKw));
          expect(inside).toContain(kw);
        });
        expect(peakDemand(wide)?.kw).toBe(peakDemand(fine)?.kw);
      }),
      { numRuns: 60 },
    );
  });

  it("names the peak's interval start", () => {
    const peak = peakDemand({ start: '2026-11-01T00:00:00-03:00', stepMinutes: 15, maxKw: [1, 84, 84, 2] });
    expect(peak).toEqual({ kw: 84, at: Date.parse('2026-11-01T00:15:00-03:00') });
    expect(peakDemand({ start: '2026-11-01T00:00:00-03:00', stepMinutes: 15, maxKw: [] })).toBeNull();
  });
});
