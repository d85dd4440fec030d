// `npm run lighthouse`: Lighthouse 12.8 (mobile preset: Moto G Power emulation, simulated slow 4G) in Debian's
// Chromium against the demo build served by `vite preview` (production CSP), for / and /auth/login.
// Prints, per page, the median of the performance score and of FCP, LCP, TBT and CLS over the runs, with the CPU
// benchmark index of each run beside them, and the first run's accessibility, best-practices and SEO scores (audits of
// the markup, the same on every run); writes the median run's HTML report to reports/lighthouse/.
//   --no-build       use the existing demo build
//   --dir <folder>   demo build folder (env LIGHTHOUSE_DIST; default dist-demo)
//   --port <n>       preview port (env LIGHTHOUSE_PORT; default: a free port the system picks)
//   --runs <n>       runs per page (env LIGHTHOUSE_RUNS; default 5): medians, as Lighthouse's own guidance on
//                    variability recommends
//   --strict         exit 1 when a target is missed (TARGETS below); a performance target is judged only where every
//                    run of the page had a CPU benchmark index of at least MIN_BENCHMARK_INDEX (see there), otherwise
//                    it says it was not judged (exit 3 when every miss was not judged).
//                    A page that misses is measured once more (a new set of runs, judged on its own medians), as the
//                    end-to-end tests are retried once in CI: TBT's run-to-run spread on an idle host puts one set in
//                    several over a target that the page's medians meet (see docs/speed.md). Both sets are printed.
//   --until-decided  (odd --runs) ends a set as soon as its verdict is known on every performance target: the median
//                    of five is within a target once three runs are, and out of it once three are out. The verdict
//                    is the one all five runs would give; the medians printed are of the runs made. `npm test` uses it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dir = option('--dir') ?? process.env.LIGHTHOUSE_DIST ?? 'dist-demo';
const requestedPort = option('--port') ?? process.env.LIGHTHOUSE_PORT;
const strict = args.includes('--strict');
const runs = Math.max(1, Number(option('--runs') ?? process.env.LIGHTHOUSE_RUNS ?? 5));
const untilDecided = args.includes('--until-decided') && runs % 2 === 1;
const PAGES = [
  { path: '/', name: 'home' },
  { path: '/auth/login', name: 'login' },
];
/** Category scores (at least) and metrics (at most, in ms; CLS unitless), on the medians of the runs. */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 95 };
const METRIC_TARGETS = { 'largest-contentful-paint': 2000, 'total-blocking-time': 150, 'cumulative-layout-shift': 0.02 };
/**
 * Simulated throttling slows this machine's CPU 4× to stand for a mid-range phone; Lighthouse calibrates that 4× on
 * a host whose benchmark index is about 1500 (its multiplier guide: 1300 → 3×, 1533 → 4×, 1766 → 5×; under 1000 it
 * warns that the host is slower than it expects). Below 1500 — a slow or busy machine, e.g. other jobs on these
 * 2 cores, where the index drops to 600-900 — the emulated phone is slower than the one the targets assume, and
 * TBT and performance miss for the machine's sake: --strict then reports but does not fail.
 */
const MIN_BENCHMARK_INDEX = 1500;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
];
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
/**
 * Work of Lighthouse's that no score or metric reads, skipped (1.9 s of each run's 8.7 s, measured): the full-page
 * screenshot (the report's element thumbnails) and the back/forward cache test (the `bf-cache` audit, weight 0: it
 * navigates away and back after the page is measured).
 */
const SKIPPED = { disableFullPageScreenshot: true, skipAudits: ['bf-cache'] };
const OUT = join('reports', 'lighthouse');

// chrome-launcher ships with lighthouse: resolve it from there rather than relying on hoisting.
const loadChromeLauncher = async () => {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
};

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A port nothing listens on, as the system hands them out. */
const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const answers = async (url) => {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
};

const startPreview = async () => {
  const port = requestedPort ? Number(requestedPort) : await freePort();
  const base = `http://localhost:${port}`;
  // Another server on the port would be measured in place of this build (its own preview then fails to start).
  if (await answers(base)) throw new Error(`something already answers on ${base}: stop it or pass another --port`);
  const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dir, '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (is port ${port} in use?)`);
    try {
      if ((await fetch(base)).ok) return { base, server };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  server.kill();
  throw new Error(`vite preview did not answer on ${base}`);
};

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

const main = async () => {
  const chromePath = ensureChromium();
  if (!args.includes('--no-build')) {
    const built = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', dir], { stdio: 'inherit' });
    if (built.status !== 0) return built.status ?? 1;
  }
  mkdirSync(OUT, { recursive: true });
  const { base, server } = await startPreview();
  const chromeLauncher = await loadChromeLauncher();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const metricValue = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
  const shown = (id, value) => (id === 'cumulative-layout-shift' ? value.toFixed(3) : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

  /**
   * A set's medians and the targets it misses. A performance miss counts (`judged`) only if every run's benchmark
   * index was high enough; the other categories do not depend on the machine's speed and always count.
   */
  const judge = ({ page, lhrs, lhr }) => {
    const withCategory = (id) => lhrs.filter((run) => run.categories[id]);
    const scores = CATEGORIES.map((id) => median(withCategory(id).map((run) => score(run, id))));
    const metrics = METRICS.map(([id]) => median(lhrs.map((run) => metricValue(run, id))));
    const benchmarks = lhrs.map((run) => Math.round(run.environment.benchmarkIndex));
    const judged = Math.min(...benchmarks) >= MIN_BENCHMARK_INDEX;
    const misses = [];
    for (const [id, target] of Object.entries(TARGETS)) {
      const value = scores[CATEGORIES.indexOf(id)];
      const run = id === 'performance' ? lhr : withCategory(id)[0];
      if (value < target) misses.push({ id, lhr: run, text: `${page.path} ${run?.categories[id]?.title ?? id} ${value} < ${target}` });
    }
    for (const [id, target] of Object.entries(METRIC_TARGETS)) {
      const value = metrics[METRICS.findIndex(([metric]) => metric === id)];
      if (!(value <= target)) misses.push({ id: 'performance', text: `${page.path} ${lhr.audits[id]?.title ?? id} ${shown(id, value)} > ${shown(id, target)}` });
    }
    return {
      scores,
      metrics,
      benchmarks,
      misses: misses.map((miss) => ({ lhr, ...miss, page: page.path, judged: miss.id === 'performance' ? judged : true })),
    };
  };

  /** Whether a run is within each performance target (score and metrics), in a fixed order. */
  const runWithin = (lhr) => [
    score(lhr, 'performance') >= TARGETS.performance,
    ...Object.entries(METRIC_TARGETS).map(([id, target]) => metricValue(lhr, id) <= target),
  ];
  /**
   * --until-decided: whether the median of `runs` runs is already known on every performance target, from the runs
   * made. With an odd number of runs the median is the middle value, so it is within a target as soon as a majority
   * of the runs is within it, and out of it as soon as a majority is out, whatever the remaining runs read.
   */
  const decided = (results) => {
    if (!untilDecided || results.length === 0) return false;
    const majority = (runs + 1) / 2;
    const checks = results.map((result) => runWithin(result.lhr));
    const within = checks[0].map((_, target) => checks.filter((check) => check[target]).length);
    return within.every((count) => count >= majority) || within.some((count) => results.length - count >= majority);
  };

  /** One set of runs of a page: every run's result, and the median run's report written to reports/lighthouse/. */
  const measure = async (page) => {
    const results = [];
    for (let run = 0; run < runs && !decided(results); run += 1) {
      // The default configuration is Lighthouse's mobile preset, less two gatherers no score reads (SKIPPED). The
      // categories other than performance are audits of the page's markup, the same on every run: the first run
      // scores them, the others only performance (0.8 s less each).
      const onlyCategories = run === 0 ? CATEGORIES : ['performance'];
      const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories, ...SKIPPED });
      if (!result) throw new Error(`Lighthouse returned no result for ${page.path}`);
      if (result.lhr.runtimeError) console.error(`${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      results.push(result);
    }
    const ordered = [...results].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
    const medianRun = ordered[Math.floor((ordered.length - 1) / 2)];
    const file = join(OUT, `${page.name}.report.html`);
    writeFileSync(file, medianRun.report);
    writeFileSync(join(OUT, `${page.name}.report.json`), JSON.stringify(medianRun.lhr));
    return { page, file, lhrs: results.map((result) => result.lhr), lhr: medianRun.lhr };
  };
  const rows = [];
  try {
    // One run not counted, first: the first page load in a new browser pays for its cold start, and `vite preview`
    // is still compressing every file of the build for its first seconds (build/previewAssets.ts); in two runs of
    // `npm test` the first one or two runs of `/` read 170-240 ms against 50-135 ms for the others.
    await lighthouse(`${base}${PAGES[0].path}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], ...SKIPPED });
    for (const page of PAGES) {
      const first = await measure(page);
      rows.push(first);
      // --strict: a set that misses a judged target is followed by one more set of the same page, which decides.
      if (strict && judge(first).misses.some((miss) => miss.judged)) rows.push({ ...(await measure(page)), retry: true });
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }

  console.log(`\nLighthouse ${rows[0]?.lhr.lighthouseVersion} — mobile preset, ${dir}/ on vite preview, ${chromePath}, ${new Date().toISOString()}`);
  const howMany = untilDecided ? `up to ${runs} run(s) per page, each set ended once its verdict was known` : `${runs} run(s) per page`;
  console.log(`Medians of ${howMany} (accessibility, best practices and SEO: the first run's); load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
  // Simulated throttling scales with this machine's speed: a busy machine inflates TBT and lowers performance.
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', ...METRICS.map(([, label]) => label), 'CPU index'];
  console.log(header.map((cell, i) => (i === 0 ? cell.padEnd(14) : cell.padStart(i === header.length - 1 ? 11 : 9))).join(''));
  const misses = [];
  const unjudged = [];
  const measuredAgain = [];
  for (const [index, row] of rows.entries()) {
    const { page, lhrs } = row;
    const { scores, metrics, benchmarks, misses: setMisses } = judge(row);
    const cells = [...scores, ...metrics.map((value, i) => shown(METRICS[i][0], value))].map((cell) => String(cell).padStart(9));
    const label = row.retry ? `${page.path} (again)` : page.path;
    console.log([label.padEnd(14), ...cells, String(median(benchmarks)).padStart(11)].join(''));
    console.log(`${''.padEnd(14)}runs: performance ${lhrs.map((run) => score(run, 'performance')).join('/')}, TBT ${lhrs.map((run) => Math.round(metricValue(run, 'total-blocking-time'))).join('/')} ms, CPU benchmark index ${benchmarks.join('/')}`);
    if (setMisses.length === 0) continue;
    // A set followed by another set of its page is reported, not counted: the later set decides.
    if (rows[index + 1]?.retry) {
      measuredAgain.push(setMisses.map((miss) => miss.text).join('; '));
      continue;
    }
    if (!setMisses[0].judged) unjudged.push(`${page.path} (CPU benchmark index ${Math.min(...benchmarks)} < ${MIN_BENCHMARK_INDEX})`);
    misses.push(...setMisses);
  }
  console.log(
    `\nTargets (medians): performance ≥ ${TARGETS.performance}, LCP ≤ ${METRIC_TARGETS['largest-contentful-paint'] / 1000} s, TBT ≤ ${METRIC_TARGETS['total-blocking-time']} ms, ` +
      `CLS ≤ ${METRIC_TARGETS['cumulative-layout-shift']}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}; ` +
      `judged where every run's CPU benchmark index is ≥ ${MIN_BENCHMARK_INDEX}. Reports: ${[...new Set(rows.map((row) => row.file))].join(', ')}`,
  );
  if (measuredAgain.length > 0) console.log(`Missed in a first set, so measured again: ${measuredAgain.join('; ')}`);
  if (misses.length > 0) {
    console.log(`Missed: ${misses.map((miss) => miss.text).join('; ')}`);
    if (unjudged.length > 0) console.log(`Not judged (machine too slow or busy for the simulated phone): ${unjudged.join(', ')}`);
    // What to look at first: the category's failing audits, heaviest first (performance: its opportunities).
    for (const { page, id, lhr } of misses.filter((miss, i) => misses.findIndex((other) => other.page === miss.page && other.id === miss.id) === i)) {
      const failing = (lhr.categories[id]?.auditRefs ?? [])
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
        .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
        .filter(({ ref, audit }) => ref.weight > 0 || audit.details?.overallSavingsMs > 0 || audit.details?.overallSavingsBytes > 0)
        .sort((a, b) => b.ref.weight - a.ref.weight)
        .slice(0, 6)
        .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      if (failing.length > 0) console.log(`  ${page} ${id}: ${failing.join('; ')}`);
    }
  }
  if (!strict || misses.length === 0) return 0;
  // Exit 3: every miss was on a host too slow or busy to judge; `npm test` says "not checked", neither passed nor failed.
  return misses.some((miss) => miss.judged) ? 1 : 3;
};

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
