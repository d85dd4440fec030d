/**
 * The statistics of `npm run bench` (docs/speed.md, "Reading `npm run bench`"): medians, the ratio of the current build
 * to the reference with its 95 % confidence interval, the regression rule and the budgets. Pure: numbers in, numbers out.
 *
 * The two builds are measured in rounds, one sample of each per round, side by side (A B, then B A, …). The interval is
 * a t-interval on the rounds' log ratios: each round's ln(current / reference) is one observation, their mean and
 * standard error give ln's interval, and exp() brings it back to a ratio. Pairing by round cancels what a round's two
 * samples share (a busy minute of the machine slows both); logs make the interval symmetric for ×2 and ÷2 alike.
 * The ratio printed is that mean's exp(): the geometric mean of the rounds' ratios, the interval's own centre.
 */

/** A ratio whose whole interval lies above this is a regression: more than 5 % worse, beyond the noise. */
export const REGRESSION_ABOVE = 1.05;

export type Better = 'lower' | 'higher';
/** At most `max` (a time), at least `min` (a score); judged on the current build's median. */
export type Budget = { max?: number; min?: number };
export type Comparison = { ratio: number; low: number; high: number; rounds: number };

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Student's t, two-sided 95 % (the 0.975 quantile), for 1-30 degrees of freedom; beyond, its expansion around 1.96. */
const T_975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

export const tQuantile975 = (degrees: number): number => {
  if (!(degrees >= 1)) return NaN;
  if (degrees <= T_975.length) return T_975[Math.floor(degrees) - 1]!;
  // Cornish-Fisher expansion of t around the normal quantile: within 0.001 of the exact value from 31 on.
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * degrees) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * degrees ** 2);
};

/**
 * The current build against the reference, round by round (`current[i]` and `reference[i]` were taken side by side).
 * The ratio is a cost, > 1 worse: current / reference where lower is better (times), reference / current where higher
 * is better (scores). Values under `floor` count as `floor`: the ratio of two blocking times near 0 ms says nothing.
 * Null when fewer than two rounds have both samples.
 */
export const compare = (
  current: readonly number[],
  reference: readonly number[],
  { better = 'lower', floor = 1 }: { better?: Better; floor?: number } = {},
): Comparison | null => {
  const rounds = Math.min(current.length, reference.length);
  if (rounds < 2) return null;
  const logs = Array.from({ length: rounds }, (_, i) => {
    const [cur, ref] = [Math.max(current[i]!, floor), Math.max(reference[i]!, floor)];
    return better === 'lower' ? Math.log(cur / ref) : Math.log(ref / cur);
  });
  const mean = logs.reduce((sum, value) => sum + value, 0) / rounds;
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (rounds - 1);
  const half = tQuantile975(rounds - 1) * Math.sqrt(variance / rounds);
  return { ratio: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half), rounds };
};

/** A regression: the ratio's whole 95 % interval lies above REGRESSION_ABOVE. */
export const isRegression = (comparison: Comparison | null): boolean => comparison !== null && comparison.low > REGRESSION_ABOVE;

/** An improvement: the whole interval lies under 1 / REGRESSION_ABOVE (printed, never a failure). */
export const isImprovement = (comparison: Comparison | null): boolean => comparison !== null && comparison.high < 1 / REGRESSION_ABOVE;

/** Whether a median is within its budget; no budget (printed only) is always met. */
export const meetsBudget = (value: number, budget: Budget | undefined): boolean => {
  if (!budget) return true;
  if (Number.isNaN(value)) return false;
  return (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
};

export type Verdict = { budgetMet: boolean; regression: boolean; improvement: boolean };

/** One figure's verdict from its samples: budget on the current median, regression on the comparison. */
export const judge = (current: readonly number[], comparison: Comparison | null, budget: Budget | undefined): Verdict => ({
  budgetMet: meetsBudget(median(current), budget),
  regression: isRegression(comparison),
  improvement: isImprovement(comparison),
});

/** The run fails when a budget is missed or a regression found. */
export const failed = (verdicts: readonly Verdict[]): boolean => verdicts.some((verdict) => !verdict.budgetMet || verdict.regression);
