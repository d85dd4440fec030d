import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, HEADLESS_SHELL } from './scripts/ensure-chromium.mjs';
import { FIREFOX } from './scripts/ensure-firefox.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist-demo';

/**
 * The tests run in Debian's build of Chromium's headless shell: the same Chromium (version, Blink, V8) without the
 * full browser's windowing and UI layers, which Playwright itself uses for headless tests. The same suite took 37 % less
 * CPU there than in the full browser (docs/decisions.md, "Tooling"). Where it is missing, the full browser runs them.
 * `CHROME_PATH` picks one binary for every project.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM),
  args: CHROMIUM_FLAGS,
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch };
/** Debian's Firefox ESR over WebDriver BiDi, launched by the pinned playwright-core of e2e/firefox.ts. */
const firefox = { browserName: 'firefox' as const, viewport: { width: 1440, height: 900 }, launchOptions: { channel: 'moz-firefox', executablePath: FIREFOX } };
/** Tests tagged to run with no other test beside them (a slowed CPU). */
const ALONE = /@throttled/;
/**
 * The tests that run in Firefox ESR as well carry the tag `@firefox` (README, "Firefox"): each customer journey once
 * (the public site, sign-in with MFA and recovery, the session across tabs, the unit switch, contracts, invoices and
 * payment codes, reports, downloads, sign-out, 'Sua empresa', 'Posição do contrato', the economy statement), and each
 * thing the two engines do differently (Web Locks, storage and its events across tabs, the service worker, masks and
 * the caret, smooth scrolling and `content-visibility`, lazy images, what is typed before the app runs, the reflow
 * sweep at 320 px). The variations of a journey that exercise our own logic (each error row, each empty state, each
 * page drawn by the same prerender) run in Chromium alone: Firefox would repeat them at twice Chromium's cost per test.
 */
const IN_FIREFOX = /@firefox/;
const LONG_FILES = ['**/a11y-sweep.spec.ts', '**/reflow.spec.ts', '**/zoom.spec.ts', '**/forced-colors.spec.ts', '**/session-core.spec.ts', '**/shell-mobile.spec.ts', '**/shell-a11y.spec.ts', '**/shell-features.spec.ts', '**/reports.spec.ts'];

/** End-to-end tests drive the demo build (vite preview, strict CSP) in Debian's Chromium, and the journeys in Firefox ESR. */
export default defineConfig({
  testDir: './e2e',
  testIgnore: ['**/nginx/**'],
  // Its own folder: the runs over nginx, side by side with this one in `npm test`, write beside it, and each run
  // empties its folder as it starts.
  outputDir: 'test-results/demo',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on two cores: a test waits on its browser about a third of the time, so a third worker fills it
  // (docs/speed.md: the demo run 330 → 300-312 s).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  // Workers take tests in project order, then file order: the files with the longest tests (20-65 s each:
  // sweeps over every route, 20 reloads, menus on every entry) go first, so the short ones fill the end
  // instead of one worker finishing a long test alone while the other has nothing left.
  projects: [
    { name: 'desktop-long', testMatch: LONG_FILES, grepInvert: ALONE, use: desktop },
    { name: 'firefox', testIgnore: ['**/nginx/**'], grep: IN_FIREFOX, use: firefox },
    { name: 'desktop', testIgnore: ['**/nginx/**', ...LONG_FILES], grepInvert: ALONE, use: desktop },
    // Tests under a slowed CPU, after the rest, so that no other test's work slows them further.
    { name: 'throttled', testIgnore: ['**/nginx/**'], grep: ALONE, use: desktop, dependencies: ['desktop-long', 'firefox', 'desktop'] },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
