// The whole suite: lint, dependency advisories, unit, production build, bundle budgets, demo build, Lighthouse (the
// markup's scores and the layout shift), end-to-end (Chromium, and the customer's journeys in Firefox ESR), end-to-end
// against nginx, end-to-end over HTTP (the real backend path). Ends with one line "N passed, N failed" adding up every
// test it ran, in either browser. No step reads a wall-clock figure against a budget, so a busy machine gives the same
// answer as a quiet one: the timings are `npm run bench`'s.
//
// Phases run one after another; the steps of one phase run side by side, each one's output printed as a block when
// it ends. Side by side only where it costs no CPU the other needs on 2 cores: lint, whose own parts (package.json's
// `lint`, split on `&&`) run two at a time (ESLint one thread, TypeScript 7's tsc under two), beside Vitest, which
// keeps 1.6 of 2 cores busy (its start and its last files), and beside the advisory request and the apt installs
// (mostly network and disk); the production and demo builds, neither of which fills both cores; and the end-to-end
// runs, whose runs over nginx mostly wait on a minute of real time for a token refresh (each on its own ports and
// results folder).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureFirefox } from './ensure-firefox.mjs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const lintParts = (readJson('package.json')?.scripts?.lint ?? '')
  .split('&&')
  .map((part) => part.trim())
  .filter(Boolean);
const binPath = `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`;

const phases = [
  [
    { name: 'lint (ESLint, steiger, tsc)', parts: lintParts, concurrency: 2 },
    // Exit 3: the registry refused the advisory request; said as "not checked", neither passed nor failed.
    { name: 'dependency advisories (npm audit --omit=dev, high or critical fail)', cmd: ['node', 'scripts/audit.mjs'], notCheckedExit: 3 },
    // What a new machine lacks (Chromium, Firefox ESR, nginx), in one apt-get call while lint and Vitest use the CPU; then
    // deploy/nginx.conf with its TLS part, a throwaway certificate, `nginx -t` (a second or two).
    {
      name: 'Debian packages where missing (Chromium, Firefox ESR, nginx); nginx configuration with TLS (nginx -t)',
      parts: ['node scripts/system-packages.mjs', 'node scripts/nginx-check.mjs'],
      concurrency: 1,
    },
    // Beside lint: 97-98 s for both, against 32 + 76 s one after the other (docs/speed.md).
    {
      name: 'unit and component tests (Vitest)',
      cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    },
  ],
  // The two builds side by side: each keeps about one and a half cores busy (Rolldown's threads, then the prerender
  // in Node), so together they take 16-17 s instead of 21-22 s. Each writes its own folder.
  [
    { name: 'production build', cmd: ['npx', 'vite', 'build'] },
    { name: 'demo build', cmd: ['npx', 'vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo'] },
  ],
  [
    { name: 'bundle budgets', cmd: ['node', 'scripts/size.mjs', '--no-build'], optional: !existsSync('scripts/size.mjs') },
    // The production build ships no demo backend; the demo build's scan finds it (the scan still sees it).
    { name: 'no demo code in the production build (dist/ scanned)', cmd: ['node', 'scripts/scan-dist.mjs'] },
    { name: 'the demo build holds the demo backend (dist-demo/ scanned)', cmd: ['node', 'scripts/scan-dist.mjs', '--demo'] },
  ],
  // On the demo build just made: accessibility, best practices and SEO, and the layout shift (median of 3), none of
  // which depends on the machine's speed; the performance score and timings are `npm run bench`'s.
  [
    {
      name: 'Lighthouse (/ and /auth/login, mobile: accessibility, best practices, SEO, CLS; --strict)',
      cmd: ['node', 'scripts/lighthouse.mjs', '--no-build', '--strict'],
      before: ensureChromium,
      optional: !existsSync('scripts/lighthouse.mjs'),
    },
  ],
  // The three end-to-end runs side by side: the demo suite keeps both cores busy, and the runs over nginx cost
  // little beside it (their longest test waits a minute of real time for a token refresh); one after another, that
  // minute was a minute of the suite. Each has its own ports and its own results folder.
  [
    // Every project of playwright.config.ts: Chromium's, and the customer's journeys again in Firefox ESR ('firefox').
    {
      name: 'end-to-end (Playwright, Chromium and Firefox ESR, demo build under CSP)',
      cmd: ['npx', 'playwright', 'test'],
      env: { E2E_REPORT: `${reports}/e2e.json` },
      before: () => {
        ensureChromium();
        ensureFirefox();
      },
    },
    {
      name: 'end-to-end against nginx',
      cmd: ['node', 'scripts/e2e-nginx.mjs'],
      env: { E2E_REPORT: `${reports}/e2e-nginx.json`, E2E_NGINX_PORT: '8080', E2E_NGINX_DEMO_PORT: '8082' },
      optional: !existsSync('scripts/e2e-nginx.mjs'),
    },
    {
      // The production build ("apiMocking": false) behind nginx, the API over real HTTP (scripts/demo-real.mjs), and
      // the JS each page of it loads until the network is quiet (bytes: the same with other tests beside them).
      name: 'end-to-end over HTTP (nginx → demo API, no service worker; JS per page until the network is quiet)',
      cmd: ['npx', 'playwright', 'test', '-c', 'playwright.real.config.ts', '--project', 'desktop-session', '--project', 'desktop', '--project', 'sizes'],
      env: { E2E_REPORT: `${reports}/e2e-real.json`, E2E_REAL_DIST: 'dist', E2E_REAL_PORT: '8081', E2E_REAL_API_PORT: '3002' },
      before: ensureChromium,
    },
  ],
];

/**
 * Runs a command; resolves { status, output }. The output is always kept (a failed step's last lines are named again
 * at the end of the log) and, unless `quiet`, streamed as it comes.
 */
const run = (cmd, { env = {}, quiet = false, shell = false } = {}) =>
  new Promise((done) => {
    const options = { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], shell };
    const child = shell ? spawn(cmd, options) : spawn(cmd[0], cmd.slice(1), options);
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      chunks.push(chunk);
      if (!quiet) process.stderr.write(chunk);
    });
    child.once('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      // A process ended by a signal may have printed nothing: say so, or its step fails without a word.
      if (signal) chunks.push(Buffer.from(`(ended by the signal ${signal})\n`));
      done({ status: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() });
    });
  });

/** package.json's lint parts, `concurrency` at a time, in their order; output of each part when it ends. */
const runParts = async ({ parts, concurrency }, quiet) => {
  const queue = [...parts];
  let status = 0;
  let output = '';
  // The output of the parts that failed: what the end of the log repeats for this step.
  let failedOutput = '';
  const lane = async () => {
    for (let part = queue.shift(); part !== undefined; part = queue.shift()) {
      const result = await run(part, { shell: true, quiet: true, env: { PATH: binPath } });
      const block = `$ ${part}\n${result.output}`;
      output += block;
      if (!quiet) process.stdout.write(block);
      if (result.status !== 0) {
        status = result.status;
        failedOutput += block;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, parts.length) }, lane));
  return { status, output, failedOutput };
};

let stepFailures = 0;
/** Steps that failed, with their output: their last lines are printed again at the end. */
const failedSteps = [];
const notChecked = [];
const times = [];
const started = Date.now();

const runStep = async (step, quiet) => {
  const t0 = Date.now();
  try {
    step.before?.();
  } catch (error) {
    console.error(String(error));
  }
  const result = step.parts ? await runParts(step, quiet) : await run(step.cmd, { env: step.env, quiet });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (quiet) process.stdout.write(`\n── ${step.name} ──\n${result.output}`);
  times.push(`${seconds.padStart(7)} s  ${step.name}`);
  if (step.parts && step.parts.length === 0) {
    stepFailures += 1;
    console.log(`✖ ${step.name} failed: package.json has no "lint" script`);
  } else if (result.status === 0) console.log(`✔ ${step.name} (${seconds} s)`);
  else if (step.notCheckedExit !== undefined && result.status === step.notCheckedExit) {
    notChecked.push(step.name);
    console.log(`⚠ ${step.name}: not checked (${seconds} s)`);
  } else {
    stepFailures += 1;
    failedSteps.push({ name: step.name, output: result.failedOutput || result.output });
    console.log(`✖ ${step.name} failed (${seconds} s)`);
  }
};

for (const phase of phases) {
  const steps = phase.filter((step) => !step.optional);
  if (steps.length === 0) continue;
  const quiet = steps.length > 1;
  console.log(`\n▶ ${steps.map((step) => step.name).join('  ∥  ')}`);
  const t0 = Date.now();
  await Promise.all(steps.map((step) => runStep(step, quiet)));
  if (quiet) times.push(`${((Date.now() - t0) / 1000).toFixed(1).padStart(7)} s  (the ${steps.length} steps above, side by side)`);
}

let passed = 0;
let failed = 0;
// The tests that failed or needed a retry, named again at the end: a CI log is often read from its tail only.
const named = [];
const firstLine = (text) => stripVTControlCharacters(text ?? '').trim().split('\n')[0].slice(0, 200);
const vitest = readJson(`${reports}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numRuntimeErrorTestSuites ?? 0);
  for (const file of vitest.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failing = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failing) named.push(`✖ ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failing.length === 0 && file.status === 'failed') named.push(`✖ ${where}: ${firstLine(file.message)}`);
  }
}
/** Playwright's JSON report: every test of every spec, in nested suites. */
const playwrightTests = (suite) => [
  ...(suite.specs ?? []).flatMap((spec) => (spec.tests ?? []).map((test) => ({ spec, test }))),
  ...(suite.suites ?? []).flatMap(playwrightTests),
];
for (const file of [`${reports}/e2e.json`, `${reports}/e2e-nginx.json`, `${reports}/e2e-real.json`]) {
  const e2e = readJson(file);
  if (!e2e?.stats) continue;
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  for (const { spec, test } of (e2e.suites ?? []).flatMap(playwrightTests)) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    const error = test.results?.find((result) => result.error)?.error?.message;
    const mark = test.status === 'flaky' ? '↻ passed on a retry:' : '✖';
    named.push(`${mark} [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
  }
}
// A step that failed without a failing test (lint, build, budgets) still counts as a failure.
const countedFailures = failed > 0 ? failed : stepFailures;
console.log(`\nTimes\n${times.join('\n')}`);
console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (named.length > 0) console.log(`\n${named.join('\n')}`);
// A failed step's last lines, so that the tail of a CI log says which step failed and why, even one with no test in it.
const lastLines = (text, count) =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trimEnd().slice(0, 240))
    .filter((line) => line !== '')
    .slice(-count);
for (const { name, output } of failedSteps) console.log(`\n✖ step failed: ${name}; its last lines:\n${lastLines(output, 12).map((line) => `    ${line}`).join('\n')}`);
for (const name of notChecked) console.log(`Not checked: ${name}`);
console.log(`${passed} passed, ${countedFailures} failed`);
process.exit(stepFailures > 0 || failed > 0 ? 1 : 0);
