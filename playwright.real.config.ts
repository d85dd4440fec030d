import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/ensure-chromium.mjs';
import { chromiumLaunch } from './playwright.config';

const port = Number(process.env.E2E_REAL_PORT ?? 8080);
const apiPort = Number(process.env.E2E_REAL_API_PORT ?? 3001);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch };
/** The full browser, as a customer's, for the JS each page loads (the budgets are the product's, not the test browser's). */
const fullBrowser = { ...desktop, launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS } };
const SPEED = '**/speed.real.ts';

/**
 * The real backend path over HTTP: the production build ("apiMocking": false) behind deploy/nginx.conf,
 * nginx proxying the API to the demo API (`npm run demo:real`, started and stopped here). No service worker.
 */
export default defineConfig({
  testDir: './e2e/real',
  // `*.real.ts`, not `*.spec.ts`: the demo suite (playwright.config.ts, testDir ./e2e) must not pick these up.
  testMatch: '**/*.real.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One test waits a minute of real time for a refresh; the others run beside it.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e-real.json' }]],
  // Its own folder (each run empties its folder).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/real',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  // The session file first (its refresh test waits a minute of real time), the rest beside it: the step
  // then lasts about that minute instead of the others plus that minute (projects are queued in this order).
  projects: [
    { name: 'desktop-session', testMatch: '**/session.real.ts', use: desktop },
    { name: 'desktop', testIgnore: ['**/session.real.ts', SPEED], use: desktop },
    // The JS each page loads until the network is quiet, bytes and files rather than time, with the suite's other tests:
    // the demo suite's three workers running beside it changed no file and no byte (measured). The timings over HTTP are
    // `npm run bench`'s.
    { name: 'sizes', testMatch: SPEED, use: fullBrowser },
  ],
  webServer: {
    command: 'node scripts/demo-real.mjs',
    url: `http://127.0.0.1:${port}/config.json`,
    env: { DEMO_REAL_PORT: String(port), DEMO_API_PORT: String(apiPort), DEMO_REAL_DIST: process.env.E2E_REAL_DIST ?? 'dist-real' },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
