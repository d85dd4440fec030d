// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compare, failed, isImprovement, isRegression, judge, median, meetsBudget, REGRESSION_ABOVE, tQuantile975 } from './stats';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe("Student's t, 97.5 % quantile", () => {
  it('matches the table where it is tabled and the exact values beyond it', () => {
    expect(tQuantile975(1)).toBe(12.706);
    expect(tQuantile975(4)).toBe(2.776);
    expect(tQuantile975(30)).toBe(2.042);
    // Exact: t(31) 2.0395, t(60) 2.0003, t(120) 1.9799; the normal quantile at the limit.
    expect(tQuantile975(31)).toBeCloseTo(2.0395, 3);
    expect(tQuantile975(60)).toBeCloseTo(2.0003, 3);
    expect(tQuantile975(120)).toBeCloseTo(1.9799, 3);
    expect(tQuantile975(1e6)).toBeCloseTo(1.96, 3);
    expect(tQuantile975(0)).toBeNaN();
  });
});

describe('the ratio to the reference and its 95 % interval', () => {
  it('is the exp of a t-interval on the rounds’ log ratios', () => {
    const reference = [100, 100, 100];
    const current = [110, 120, 130];
    const logs = [Math.log(1.1), Math.log(1.2), Math.log(1.3)];
    const mean = (logs[0]! + logs[1]! + logs[2]!) / 3;
    const sd = Math.sqrt(logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / 2);
    const half = 4.303 * (sd / Math.sqrt(3));
    const comparison = compare(current, reference)!;
    expect(comparison.rounds).toBe(3);
    expect(comparison.ratio).toBeCloseTo(Math.exp(mean), 10);
    expect(comparison.low).toBeCloseTo(Math.exp(mean - half), 10);
    expect(comparison.high).toBeCloseTo(Math.exp(mean + half), 10);
  });

  it('pairs the samples by round: a slow round slows both builds and cancels out', () => {
    // The machine's speed moves 3× between rounds; the current build is 20 % slower in every one of them.
    const reference = [100, 300, 150, 200, 120];
    const current = reference.map((value) => value * 1.2);
    const comparison = compare(current, reference)!;
    expect(comparison.ratio).toBeCloseTo(1.2, 10);
    expect(comparison.low).toBeCloseTo(1.2, 10);
    expect(isRegression(comparison)).toBe(true);
  });

  it('the same build against itself: ratio 1, no regression, no improvement', () => {
    const samples = [412, 388, 530, 401, 397];
    const comparison = compare(samples, samples)!;
    expect(comparison).toEqual({ ratio: 1, low: 1, high: 1, rounds: 5 });
    expect(isRegression(comparison)).toBe(false);
    expect(isImprovement(comparison)).toBe(false);
  });

  it('a worse median with a wide interval is not a regression: the interval must lie wholly above 1.05', () => {
    const comparison = compare([130, 95, 140, 100, 150], [100, 110, 100, 105, 100])!;
    expect(comparison.ratio).toBeGreaterThan(REGRESSION_ABOVE);
    expect(comparison.low).toBeLessThan(REGRESSION_ABOVE);
    expect(isRegression(comparison)).toBe(false);
  });

  it('a small but steady slowdown (3 %) is within the 5 % allowed', () => {
    const reference = [200, 210, 190, 205, 195, 200];
    const comparison = compare(reference.map((value) => value * 1.03), reference)!;
    expect(comparison.low).toBeCloseTo(1.03, 10);
    expect(isRegression(comparison)).toBe(false);
  });

  it('a clear speed-up is an improvement, never a failure', () => {
    const reference = [300, 310, 290, 305];
    const comparison = compare(reference.map((value) => value / 2), reference)!;
    expect(comparison.ratio).toBeCloseTo(0.5, 10);
    expect(isImprovement(comparison)).toBe(true);
    expect(isRegression(comparison)).toBe(false);
  });

  it('for a score (higher is better) the ratio is reference / current, so > 1 is still worse', () => {
    const comparison = compare([90, 90, 90], [99, 99, 99], { better: 'higher' })!;
    expect(comparison.ratio).toBeCloseTo(1.1, 10);
    expect(isRegression(comparison)).toBe(true);
  });

  it('values under the floor count as the floor: blocking times near 0 ms make no ratio', () => {
    const comparison = compare([0, 12, 3, 0], [4, 0, 0, 9], { floor: 15 })!;
    expect(comparison).toEqual({ ratio: 1, low: 1, high: 1, rounds: 4 });
    // Without a floor a zero would make an infinite ratio.
    expect(compare([2, 4], [1, 1])!.ratio).toBeCloseTo(Math.sqrt(8), 10);
  });

  it('needs two rounds with both samples; extra samples of one build are left out', () => {
    expect(compare([100], [100])).toBeNull();
    expect(compare([100, 100, 500], [100, 100])!.rounds).toBe(2);
    expect(isRegression(null)).toBe(false);
  });
});

describe('budgets and the verdict', () => {
  it('a time is within its budget at or under its max, a score at or above its min', () => {
    expect(meetsBudget(800, { max: 800 })).toBe(true);
    expect(meetsBudget(801, { max: 800 })).toBe(false);
    expect(meetsBudget(98, { min: 98 })).toBe(true);
    expect(meetsBudget(97.5, { min: 98 })).toBe(false);
    expect(meetsBudget(5000, undefined)).toBe(true);
    expect(meetsBudget(NaN, { max: 1 })).toBe(false);
  });

  it('judges the budget on the current median and fails a run on a missed budget or a regression', () => {
    const steady = compare([100, 101, 99], [100, 101, 99]);
    const within = judge([100, 900, 120], steady, { max: 150 });
    expect(within).toEqual({ budgetMet: true, regression: false, improvement: false });
    const missed = judge([200, 210, 190], steady, { max: 150 });
    expect(missed.budgetMet).toBe(false);
    const regressed = judge([130, 131, 129], compare([130, 131, 129], [100, 101, 99]), { max: 150 });
    expect(regressed).toEqual({ budgetMet: true, regression: true, improvement: false });
    expect(failed([within])).toBe(false);
    expect(failed([within, missed])).toBe(true);
    expect(failed([within, regressed])).toBe(true);
  });
});
