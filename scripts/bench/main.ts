import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { FIGURES, type Figure } from './figures';
import { buildTree, currentTree, prepareReference, resolveReference } from './reference';
import { cpuIndexText, samplesJson, summarise, type Result } from './report';
import { failed, REGRESSION_ABOVE } from './stats';
import { makeTargets, type Tree } from './targets';

const USAGE = `npm run bench [-- options]
  --ref <commit>     the reference (default: the last release tag, else HEAD~1)
  --no-ref           the current build alone: budgets only, no ratios
  --no-build         measure the current dist/ and dist-demo/ as they are
  --only <regex>     only the figures whose name matches (e.g. --only 'Lighthouse /auth')
  --rounds <n>       rounds of every figure (default: each figure's own, figures.ts)
  --port-base <n>    first of the 9 ports used (default 4300): previews, nginx, demo API, harness, Lighthouse's Chromium
  --keep-ref         keep the reference's worktree (a later run with the same reference reuses its install and builds)
`;

const say = (line: string) => process.stdout.write(`${line}\n`);

const parse = (argv: readonly string[]) => {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const only = option('--only');
  const rounds = option('--rounds');
  return {
    help: argv.includes('--help') || argv.includes('-h'),
    ref: option('--ref'),
    noRef: argv.includes('--no-ref'),
    build: !argv.includes('--no-build'),
    keep: argv.includes('--keep-ref'),
    only: only ? new RegExp(only) : undefined,
    rounds: rounds ? Math.max(2, Number(rounds)) : undefined,
    portBase: Number(option('--port-base') ?? 4300),
  };
};

/** The figures' rounds, each build in turn, the order swapped every round (A B, B A, …) as Tachometer does. */
const measure = async (figures: readonly Figure[], trees: readonly Tree[], targets: ReturnType<typeof makeTargets>, rounds: number | undefined) => {
  const results: Result[] = [];
  for (const figure of figures) {
    const result: Result = { figure, current: [], reference: [], errors: {} };
    const total = rounds ?? figure.rounds;
    for (let round = -(figure.warmup ?? 0); round < total; round += 1) {
      const order = round % 2 === 0 ? trees : [...trees].reverse();
      for (const tree of order) {
        // A build that failed once is not asked again for this figure: its samples stay paired with the other's by round.
        if (result.errors[tree.label]) continue;
        try {
          const sample = await figure.measure(await targets.get(tree, figure.serve), round);
          if (round >= 0) result[tree.label].push(sample);
        } catch (error) {
          result.errors[tree.label] = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        }
      }
    }
    const done = trees.map((tree) => `${tree.label} ${result.errors[tree.label] ? 'failed' : result[tree.label].map((sample) => Math.round(sample)).join('/')}`);
    say(`  ${figure.name}: ${done.join('; ')}`);
    results.push(result);
  }
  return results;
};

export const main = async (argv: readonly string[]) => {
  const options = parse(argv);
  if (options.help) {
    say(USAGE);
    return 0;
  }
  const figures = FIGURES.filter((figure) => !options.only || options.only.test(figure.name));
  if (figures.length === 0) throw new Error(`no figure matches ${options.only}`);
  const needs = { demo: figures.some((figure) => figure.serve === 'demo'), production: figures.some((figure) => figure.serve === 'http') };
  const current = currentTree();
  const reference = options.noRef ? null : prepareReference(resolveReference(options.ref), { ...needs, keep: options.keep, log: say });
  if (options.build) {
    say('current: building what the figures measure…');
    buildTree(current.root, needs);
  }
  const trees = reference ? [current, reference.tree] : [current];
  const targets = makeTargets(trees, options.portBase);
  const load = loadavg();
  const started = Date.now();
  say(`\nMeasuring ${figures.length} figures, ${reference ? 'the two builds alternately' : 'the current build alone'}:`);
  let results: Result[];
  try {
    results = await measure(figures, trees, targets, options.rounds);
  } finally {
    await targets.close();
    reference?.remove();
  }

  const { table, verdicts, problems } = summarise(results, reference !== null);
  say(`\nnpm run bench, ${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s of measuring`);
  say(`current:   ${current.description}`);
  say(`reference: ${reference ? reference.tree.description : 'none (--no-ref)'}`);
  say(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; load average ${load.map((value) => value.toFixed(1)).join(' / ')} before, ${loadavg().map((value) => value.toFixed(1)).join(' / ')} after`);
  say(`Lighthouse's CPU benchmark index: ${cpuIndexText(targets.cpuIndex)} (its 4× slowdown stands for a mid-range phone on a host of about 1500)`);
  const slowest = Math.min(...[...targets.cpuIndex.values()].flat());
  if (slowest < 1500) say(`⚠ a run's CPU index was ${slowest}: a busy or slow host, where the budgets read pessimistic; the ratios still compare the builds`);
  say(`Medians of each build's samples; ratio = current / reference as a cost (> 1 worse), geometric mean of the rounds' ratios with its 95 % interval; a regression is an interval wholly above ${REGRESSION_ABOVE}.\n`);
  say(table.join('\n'));
  mkdirSync('reports', { recursive: true });
  writeFileSync(join('reports', 'bench.json'), JSON.stringify({ current: current.description, reference: reference?.tree.description ?? null, cpuIndex: Object.fromEntries(targets.cpuIndex), figures: samplesJson(results) }, null, 1));
  if (problems.length > 0) say(`\n${problems.map((problem) => `✖ ${problem}`).join('\n')}`);
  const failing = failed(verdicts);
  say(`\n${failing ? '✖ a budget missed or a regression found' : '✔ every budget met, no regression'} (each sample: reports/bench.json)`);
  return failing ? 1 : 0;
};
