import type { Figure } from './figures';
import { compare, judge, median, REGRESSION_ABOVE, type Comparison, type Verdict } from './stats';

/** A figure's samples, per build, in round order; `error` when a build could not be measured. */
export type Result = { figure: Figure; current: number[]; reference: number[]; errors: { current?: string; reference?: string } };

const value = (figure: Figure, number: number) => {
  if (Number.isNaN(number)) return '—';
  if (figure.unit === 'score') return String(Math.round(number * 10) / 10);
  if (figure.unit === '%') return `${number.toFixed(1)} %`;
  if (figure.unit === 'KB') return `${number.toFixed(1)} KB`;
  return `${number < 100 ? number.toFixed(1) : Math.round(number).toLocaleString('en')} ms`;
};

const budgetText = (figure: Figure) => {
  const { budget } = figure;
  if (!budget) return '—';
  const parts = [budget.min !== undefined ? `≥ ${value(figure, budget.min)}` : '', budget.max !== undefined ? `≤ ${value(figure, budget.max)}` : ''];
  return parts.filter(Boolean).join(', ');
};

const ratioText = (comparison: Comparison | null) =>
  comparison ? `${comparison.ratio.toFixed(2)} [${comparison.low.toFixed(2)}–${comparison.high.toFixed(2)}]` : '—';

/** Each figure's line; the verdicts; what failed. */
export const summarise = (results: readonly Result[], withReference: boolean) => {
  const lines: string[][] = [['figure', 'current', 'reference', 'ratio [95 % CI]', 'budget', 'verdict']];
  const verdicts: Verdict[] = [];
  const problems: string[] = [];
  for (const { figure, current, reference, errors } of results) {
    const comparison = compare(current, reference, { better: figure.better, floor: figure.floor });
    const verdict = judge(current, comparison, figure.budget);
    if (errors.current) verdict.budgetMet = false;
    verdicts.push(verdict);
    const words = [
      errors.current ? 'NOT MEASURED' : figure.budget ? (verdict.budgetMet ? 'met' : 'MISSED') : 'no budget',
      verdict.regression ? 'REGRESSION' : verdict.improvement ? 'faster' : '',
    ].filter(Boolean);
    lines.push([figure.name, value(figure, median(current)), withReference ? value(figure, median(reference)) : 'not run', ratioText(comparison), budgetText(figure), words.join(', ')]);
    if (errors.current) problems.push(`${figure.name}: the current build could not be measured: ${errors.current}`);
    if (errors.reference) problems.push(`${figure.name}: the reference could not be measured (budget only): ${errors.reference}`);
    if (!verdict.budgetMet && !errors.current) problems.push(`${figure.name}: median ${value(figure, median(current))}, budget ${budgetText(figure)}`);
    if (verdict.regression) problems.push(`${figure.name}: ${ratioText(comparison)} × the reference, wholly above ${REGRESSION_ABOVE}`);
  }
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  const table = lines.map((line) => line.map((cell, column) => (column === 0 || column === line.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd());
  return { table, verdicts, problems };
};

/** Each sample, for whoever wants more than medians (the JSON written beside the table). */
export const samplesJson = (results: readonly Result[]) =>
  results.map(({ figure, current, reference, errors }) => ({ name: figure.name, unit: figure.unit, budget: figure.budget ?? null, current, reference, errors }));

/** Lighthouse's CPU benchmark index of the run: median and range, per build. */
export const cpuIndexText = (indexes: ReadonlyMap<string, readonly number[]>) => {
  const parts = [...indexes].filter(([, values]) => values.length > 0).map(([label, values]) => `${label} ${median(values)} (${Math.min(...values)}–${Math.max(...values)}, ${values.length} runs)`);
  return parts.length > 0 ? parts.join('; ') : 'not measured (no Lighthouse figure in this run)';
};
