// The whole suite, in order: lint, dependency advisories, unit, production build, bundle budgets, demo build,
// end-to-end, end-to-end against nginx, end-to-end over HTTP (the real backend path).
// Ends with one line "N passed, N failed" adding up every test it ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  { name: 'lint (ESLint, steiger, tsc)', cmd: ['npm', 'run', 'lint', '--silent'] },
  // Exit 3: the registry refused the advisory request; said as "not checked", neither passed nor failed.
  { name: 'dependency advisories (npm audit --omit=dev, high or critical fail)', cmd: ['node', 'scripts/audit.mjs'], notCheckedExit: 3 },
  { name: 'unit and component tests (Vitest)', cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`] },
  { name: 'production build', cmd: ['npx', 'vite', 'build'] },
  { name: 'bundle budgets', cmd: ['node', 'scripts/size.mjs', '--no-build'], optional: !existsSync('scripts/size.mjs') },
  { name: 'demo build', cmd: ['npx', 'vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo'] },
  { name: 'end-to-end (Playwright, Chromium, demo build under CSP)', cmd: ['npx', 'playwright', 'test'], env: { E2E_REPORT: `${reports}/e2e.json` }, before: ensureChromium },
  {
    name: 'end-to-end against nginx',
    cmd: ['node', 'scripts/e2e-nginx.mjs'],
    env: { E2E_REPORT: `${reports}/e2e-nginx.json` },
    optional: !existsSync('scripts/e2e-nginx.mjs'),
  },
  {
    // The production build ("apiMocking": false) behind nginx, the API over real HTTP (scripts/demo-real.mjs).
    name: 'end-to-end over HTTP (nginx → demo API, no service worker)',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.real.config.ts'],
    env: { E2E_REPORT: `${reports}/e2e-real.json`, E2E_REAL_DIST: 'dist' },
    before: ensureChromium,
  },
];

let stepFailures = 0;
const notChecked = [];
const started = Date.now();
for (const step of steps) {
  if (step.optional) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  try {
    step.before?.();
  } catch (error) {
    console.error(String(error));
  }
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${step.name} (${seconds} s)`);
  else if (step.notCheckedExit !== undefined && result.status === step.notCheckedExit) {
    notChecked.push(step.name);
    console.log(`⚠ ${step.name}: not checked (${seconds} s)`);
  } else {
    stepFailures += 1;
    console.log(`✖ ${step.name} failed (${seconds} s)`);
  }
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;
const vitest = readJson(`${reports}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numRuntimeErrorTestSuites ?? 0);
}
for (const file of [`${reports}/e2e.json`, `${reports}/e2e-nginx.json`, `${reports}/e2e-real.json`]) {
  const e2e = readJson(file);
  if (!e2e?.stats) continue;
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
}
// A step that failed without a failing test (lint, build, budgets) still counts as a failure.
const countedFailures = failed > 0 ? failed : stepFailures;
console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const name of notChecked) console.log(`Not checked: ${name}`);
console.log(`${passed} passed, ${countedFailures} failed`);
process.exit(stepFailures > 0 || failed > 0 ? 1 : 0);
