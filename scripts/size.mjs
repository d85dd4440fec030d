// `npm run size`: bundle budgets per route, from the production build's .vite/manifest.json.
// The routes and their budgets are the route table's screens with a `budget` (src/shared/routes/table.ts).
// A route needs, before it is interactive: the entry chunk, the stages of the app's start it imports (src/app/main.tsx)
// and their static imports, plus the route's lazy layout and page chunks (src/app/routes/router.tsx) and theirs. Not counted: the demo backend
// (mocks/, loaded only when config.json turns mocking on) and the chart chunks (@ant-design/plots, loaded
// when a chart is about to be shown), which are printed separately.
// A route misses its target when its JS is over the budget or it needs more script files than allowed (each
// one is a request: on a mobile network many small files cost more than their bytes), or when the page's own JS, what
// it needs beyond the start and its area's layout (`pageKb`: what a customer already in that area fetches to open it),
// is over that budget. Routes without a budget are measured and printed only. Exit 1 when any target is missed.
//   --no-build       measure the existing build (npm test builds dist/ just before)
//   --dir <folder>   build folder (env SIZE_DIST; default dist)
//   --verbose        list every counted chunk per route
// Sizes are gzip level 6 (nginx's gzip_comp_level in deploy/nginx.conf); KB = 1024 bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';

const KB = 1024;
const CHART_PACKAGE = /node_modules\/(@ant-design\/plots|@antv)\//;
const IMPORTS_CHARTS = /(from\s*|import\s*\(\s*)['"]@ant-design\/plots['"]/;

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dir = option('--dir') ?? process.env.SIZE_DIST ?? 'dist';
const verbose = args.includes('--verbose');

if (!args.includes('--no-build')) {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', dir], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The route table, read through Vite's module runner (it is TypeScript). After the build: the runner sets NODE_ENV to
// development, which a build started after it would inherit (React's development build).
const { module: table } = await runnerImport(new URL('../src/shared/routes/table.ts', import.meta.url).pathname);
const ROUTES = Object.values(table.ROUTES)
  .filter((entry) => entry.page && entry.budget)
  .map(({ path, area, page, budget }) => ({
    path,
    modules: [`src/widgets/${table.AREAS[area].layout}/index.ts`, `src/pages/${page}/index.ts`],
    budgetKb: budget.kb,
    maxFiles: budget.files,
    pageBudgetKb: budget.pageKb,
  }));

const manifestFile = join(dir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} not found: build with build.manifest on (vite.config.ts) first, or drop --no-build.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dir, file)), { level: 6 }).length);
  return gzipCache.get(file);
};
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Manifest keys reachable from `roots` through static imports (and dynamic ones when asked), never entering `avoid`. */
const closure = (roots, { dynamic = false, avoid = new Set() } = {}) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || avoid.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
};

const isMocks = (key) => (manifest[key].src ?? key).startsWith('mocks/');
const sum = (keys) => {
  const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const js = new Set([...keys].map((key) => manifest[key].file));
  return {
    js: [...js].reduce((total, file) => total + gzipBytes(file), 0),
    css: [...css].reduce((total, file) => total + gzipBytes(file), 0),
  };
};

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) {
  console.error('no entry chunk in the manifest');
  process.exit(1);
}

/** The entry and the stages of the app's start (the entry's own dynamic imports), each with its static imports. */
const start = closure([entry, ...(manifest[entry].dynamicImports ?? [])]);
/** What the start imports lazily: the router's routes. */
const lazilyImported = [...start].flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !start.has(key));

/**
 * The chunk a lazily imported module lives in. A module that pages also import statically (a layout widget
 * exporting helpers) becomes a shared chunk without `src`: it is then the router's dynamic import with its name.
 */
const chunkOf = (module) => {
  if (manifest[module]) return module;
  const name = module.replace(/\/index\.[jt]sx?$/, '').split('/').pop().replace(/\.[jt]sx?$/, '');
  const candidates = lazilyImported.filter((key) => manifest[key]?.name === name);
  return candidates.length === 1 ? candidates[0] : null;
};

const results = ROUTES.map((route) => {
  const chunks = route.modules.map(chunkOf);
  const missing = route.modules.filter((_, i) => !chunks[i]);
  if (missing.length > 0) {
    console.error(`${route.path}: ${missing.join(', ')} is not a lazy chunk of the build (see src/app/routes/router.tsx)`);
    process.exit(1);
  }
  const keys = new Set([...start, ...closure(chunks)].filter((key) => !isMocks(key)));
  // The page's own: its chunks that neither the start nor its layout brings.
  const shell = new Set([...start, ...closure([chunks[0]])]);
  const own = sum(new Set([...keys].filter((key) => !shell.has(key)))).js;
  return { ...route, keys, own, ...sum(keys) };
});
const counted = new Set(results.flatMap((result) => [...result.keys]));

// Charts: chunks of @ant-design/plots, or of a lazily loaded module that imports it, and whatever only they load.
const chartRoots = Object.keys(manifest).filter((key) => {
  const { src, isDynamicEntry } = manifest[key];
  if (!src || !isDynamicEntry) return false;
  if (CHART_PACKAGE.test(src)) return true;
  return !src.startsWith('node_modules/') && existsSync(src) && IMPORTS_CHARTS.test(readFileSync(src, 'utf8'));
});
/** Chunks loaded only through `roots`: reachable from them, not from the entry by any path that avoids them. */
const onlyThrough = (roots) => {
  const elsewhere = closure([entry], { dynamic: true, avoid: new Set(roots) });
  return [...closure(roots, { dynamic: true })].filter((key) => !elsewhere.has(key) && !counted.has(key));
};
const charts = onlyThrough(chartRoots);
const mocks = onlyThrough(Object.keys(manifest).filter(isMocks));

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
console.log(`\nBundle budgets — ${dir}/ (gzip level 6; KB = 1024 bytes; budgets apply to JS)\n`);
console.log(`${pad('route', 22)}${padStart('JS gzip', 10)}${padStart('page JS', 10)}${padStart('CSS gzip', 10)}${padStart('JS files', 10)}${padStart('budget', 22)}  result`);
let failed = 0;
for (const result of results) {
  const overBytes = result.budgetKb !== undefined && result.js > result.budgetKb * KB;
  const overFiles = result.maxFiles !== undefined && result.keys.size > result.maxFiles;
  const overPage = result.pageBudgetKb !== undefined && result.own > result.pageBudgetKb * KB;
  const budget = [
    result.budgetKb !== undefined && `${result.budgetKb} KB`,
    result.maxFiles !== undefined && `${result.maxFiles} files`,
    result.pageBudgetKb !== undefined && `page ${result.pageBudgetKb} KB`,
  ];
  const misses = [
    overBytes && `OVER by ${kb(result.js - result.budgetKb * KB)}`,
    overFiles && `${result.keys.size - result.maxFiles} file(s) too many`,
    overPage && `page OVER by ${kb(result.own - result.pageBudgetKb * KB)}`,
  ].filter(Boolean);
  if (misses.length > 0) failed += 1;
  const verdict = misses.length > 0 ? misses.join(', ') : budget.some(Boolean) ? 'ok' : 'measured';
  console.log(
    `${pad(result.path, 22)}${padStart(kb(result.js), 10)}${padStart(kb(result.own), 10)}${padStart(kb(result.css), 10)}${padStart(result.keys.size, 10)}${padStart(budget.filter(Boolean).join(', ') || '—', 22)}  ${verdict}`,
  );
  if (verbose) {
    for (const key of [...result.keys].sort((a, b) => gzipBytes(manifest[b].file) - gzipBytes(manifest[a].file))) {
      console.log(`    ${padStart(kb(gzipBytes(manifest[key].file)), 10)}  ${manifest[key].file}${manifest[key].src ? `  (${manifest[key].src})` : ''}`);
    }
  }
}

const listChunks = (title, keys) => {
  if (keys.length === 0) {
    console.log(`\n${title}: none in this build`);
    return;
  }
  const total = sum(keys);
  console.log(`\n${title}: ${kb(total.js)} JS${total.css ? ` + ${kb(total.css)} CSS` : ''} gzip, loaded on demand (not counted)`);
  for (const key of keys) console.log(`    ${padStart(kb(gzipBytes(manifest[key].file)), 10)}  ${manifest[key].file}${manifest[key].src ? `  (${manifest[key].src})` : ''}`);
};
listChunks('Chart chunks (@ant-design/plots)', charts);
listChunks('Demo backend (mocks/, only with apiMocking on)', mocks);

if (failed > 0) {
  console.error(`\n${failed} route(s) missed their target (JS budget or script files).`);
  process.exit(1);
}
console.log('\nAll routes within their targets.');
