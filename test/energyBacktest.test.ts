// @vitest-environment node
// Issue 51: the projection's mean absolute error over the last 12 closed months of every demo unit, replayed from each
// month's 10th day, stays within 5 % of the month's consumption, on whatever day the test runs.
import { describe, expect, it } from 'vitest';
import { BACKTEST_UNITS, projectionBacktest } from './energyBacktest';

describe('the projection back-test', () => {
  it.each(['2026-12-06T15:00:00Z', '2027-01-01T12:00:00Z', '2026-07-31T20:00:00Z'])('replayed on %s: mean absolute error at most 5 per cent', (iso) => {
    const result = projectionBacktest(new Date(iso));
    expect(BACKTEST_UNITS).toHaveLength(29);
    expect(result).toMatchObject({ units: 29, months: 29 * 12 });
    expect(result.meanAbsoluteError).toBeGreaterThan(0);
    expect(result.meanAbsoluteError).toBeLessThanOrEqual(0.05);
  });

  it('today', () => {
    expect(projectionBacktest().meanAbsoluteError).toBeLessThanOrEqual(0.05);
  });
});
