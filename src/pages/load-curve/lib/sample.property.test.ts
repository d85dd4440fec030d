// @vitest-environment node
// The chart's sampling never drops a peak: every run keeps its lowest and highest point.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepExtremes, runsFor } from './sample';

const value = (point: { kw: number }) => point.kw;
const seriesOf = (values: number[]) => values.map((kw, index) => ({ index, kw }));

describe('keepExtremes', () => {
  it('keeps, in order, each run’s lowest and highest point, two a run at most, and so the series’ peak', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400_000 }), { minLength: 1, maxLength: 3_000 }), fc.integer({ min: 1, max: 700 }), (values, runs) => {
        const points = seriesOf(values.map((v) => v / 1000));
        const kept = keepExtremes(points, runs, value);
        expect(kept.length).toBeLessThanOrEqual(Math.max(points.length <= runs * 2 ? points.length : 0, runs * 2));
        // A subsequence of the series, in order.
        kept.forEach((point, i) => i > 0 && expect(point.index).toBeGreaterThan(kept[i - 1]!.index));
        const highest = Math.max(...values) / 1000;
        expect(kept.some((point) => point.kw === highest)).toBe(true);
        expect(kept.some((point) => point.kw === Math.min(...values) / 1000)).toBe(true);
        if (points.length > runs * 2) {
          for (let run = 0; run < runs; run += 1) {
            const slice = points.slice(Math.floor((run * points.length) / runs), Math.floor(((run + 1) * points.length) / runs));
            if (slice.length === 0) continue;
            const inRun = kept.filter((point) => point.index >= slice[0]!.index && point.index <= slice.at(-1)!.index);
            expect(Math.max(...inRun.map(value))).toBe(Math.max(...slice.map(value)));
            expect(Math.min(...inRun.map(value))).toBe(Math.min(...slice.map(value)));
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('leaves a day whole, and draws a month on a desktop plot with about a fifth of its points', () => {
    const month = seriesOf(Array.from({ length: 2_976 }, (_, i) => (i % 96) + (i === 1_300 ? 500 : 0)));
    expect(keepExtremes(month.slice(0, 96), runsFor(1200), value)).toHaveLength(96);
    expect(keepExtremes(month.slice(0, 672), runsFor(1200), value).length).toBeLessThanOrEqual(600);
    const kept = keepExtremes(month, runsFor(1200), value);
    expect(kept.length).toBeLessThanOrEqual(600);
    expect(kept).toContainEqual({ index: 1_300, kw: 1_300 % 96 + 500 });
    expect(runsFor(390)).toBe(98);
  });
});
