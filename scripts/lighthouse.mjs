// `npm run lighthouse`: Lighthouse 12.8 (mobile preset) in Debian's Chromium against the demo build served by
// `vite preview` (production CSP), for / and /auth/login; what of Lighthouse does not depend on the machine's speed:
// - accessibility, best practices and SEO: audits of the page's markup, the same on every run (the first run's);
// - the layout shift (CLS), observed on the page's real load rather than simulated: the median of the runs.
// Lighthouse's performance score and its timings (FCP, LCP, TBT, Speed Index) scale with the machine's speed, so they
// are not here: `npm run bench` measures them against a reference build (docs/speed.md).
// Writes each page's first run as an HTML and JSON report to reports/lighthouse/.
//   --no-build       use the existing demo build
//   --dir <folder>   demo build folder (env LIGHTHOUSE_DIST; default dist-demo)
//   --port <n>       preview port (env LIGHTHOUSE_PORT; default: a free port the system picks)
//   --runs <n>       runs per page (env LIGHTHOUSE_RUNS; default 3): CLS is their median
//   --strict         exit 1 when a target is missed (TARGETS below)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, launchChrome, SKIPPED, startPreview } from './lighthouse/shared.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dir = option('--dir') ?? process.env.LIGHTHOUSE_DIST ?? 'dist-demo';
const requestedPort = option('--port') ?? process.env.LIGHTHOUSE_PORT;
const strict = args.includes('--strict');
const runs = Math.max(1, Number(option('--runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3));
const PAGES = [
  { path: '/', name: 'home' },
  { path: '/auth/login', name: 'login' },
];
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
/** Category scores (at least), on the first run; the layout shift (at most), on the median of the runs. */
const TARGETS = { accessibility: 100, 'best-practices': 95, seo: 100 };
const CLS_TARGET = 0.02;
const CLS = 'cumulative-layout-shift';
const OUT = join('reports', 'lighthouse');

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const main = async () => {
  if (!args.includes('--no-build')) {
    const built = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', dir], { stdio: 'inherit' });
    if (built.status !== 0) return built.status ?? 1;
  }
  mkdirSync(OUT, { recursive: true });
  const preview = await startPreview({ dir, port: requestedPort ? Number(requestedPort) : await freePort() });
  const chrome = await launchChrome();
  // The first run scores the markup's categories and the layout shift; the others only the layout shift (it needs the
  // page's trace, nothing of the performance category's simulation).
  const run = (path, categories) =>
    lighthouse(`${preview.base}${path}`, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: categories, onlyAudits: [CLS], ...SKIPPED });
  const rows = [];
  try {
    // One run not counted, first: the first page load in a new browser pays for its cold start, and `vite preview` is
    // still compressing every file of the build for its first seconds (build/previewAssets.ts): a font answered late
    // is drawn after the first paint and can move the text.
    await run(PAGES[0].path);
    for (const page of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await run(page.path, i === 0 ? CATEGORIES : undefined);
        if (!result) throw new Error(`Lighthouse returned no result for ${page.path}`);
        if (result.lhr.runtimeError) console.error(`${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        results.push(result);
      }
      const file = join(OUT, `${page.name}.report.html`);
      writeFileSync(file, results[0].report);
      writeFileSync(join(OUT, `${page.name}.report.json`), JSON.stringify(results[0].lhr));
      rows.push({ page, file, first: results[0].lhr, shifts: results.map((result) => result.lhr.audits[CLS]?.numericValue ?? NaN) });
    }
  } finally {
    await chrome.kill();
    await preview.stop();
  }

  console.log(`\nLighthouse ${rows[0]?.first.lighthouseVersion} — mobile preset, ${dir}/ on vite preview, ${chrome.chromePath}, ${new Date().toISOString()}`);
  console.log(`Accessibility, best practices and SEO: the first run's; CLS: the median of ${runs} run(s) per page`);
  const header = ['page', 'a11y', 'best pr.', 'SEO', 'CLS', 'CLS of each run'];
  console.log(header.map((cell, i) => (i === 0 ? cell.padEnd(14) : i === header.length - 1 ? `  ${cell}` : cell.padStart(9))).join(''));
  const misses = [];
  for (const { page, first, shifts } of rows) {
    const scores = CATEGORIES.map((id) => score(first, id));
    const cls = median(shifts);
    console.log([page.path.padEnd(14), ...scores.map((value) => String(value).padStart(9)), cls.toFixed(3).padStart(9), `  ${shifts.map((value) => value.toFixed(3)).join('/')}`].join(''));
    for (const [id, target] of Object.entries(TARGETS)) {
      const value = scores[CATEGORIES.indexOf(id)];
      if (value < target) misses.push({ page: page.path, id, lhr: first, text: `${page.path} ${first.categories[id]?.title ?? id} ${value} < ${target}` });
    }
    if (!(cls <= CLS_TARGET)) misses.push({ page: page.path, text: `${page.path} Cumulative Layout Shift ${cls.toFixed(3)} > ${CLS_TARGET}` });
  }
  console.log(
    `\nTargets: accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, CLS ≤ ${CLS_TARGET} (median). ` +
      `Performance and its timings: npm run bench. Reports: ${rows.map((row) => row.file).join(', ')}`,
  );
  if (misses.length === 0) return 0;
  console.log(`Missed: ${misses.map((miss) => miss.text).join('; ')}`);
  // What to look at first: the category's failing audits, heaviest first.
  for (const { page, id, lhr } of misses.filter((miss) => miss.id)) {
    const failing = (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => audit && audit.score !== null && audit.score < 0.9 && ref.weight > 0)
      .sort((a, b) => b.ref.weight - a.ref.weight)
      .slice(0, 6)
      .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    if (failing.length > 0) console.log(`  ${page} ${id}: ${failing.join('; ')}`);
  }
  return strict ? 1 : 0;
};

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
