import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './playwright.config';

const port = Number(process.env.E2E_NGINX_PORT ?? 8080);
const demoPort = Number(process.env.E2E_NGINX_DEMO_PORT ?? port + 2);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch };

/**
 * Smoke tests behind nginx; scripts/e2e-nginx.mjs starts and stops it: the production build as deployed, and the demo
 * build (config.json turning the demo backend on) for the tests tagged @demo.
 */
export default defineConfig({
  testDir: './e2e/nginx',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e-nginx.json' }]],
  outputDir: 'test-results/nginx',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'production', grepInvert: /@demo/, use: desktop },
    { name: 'demo', grep: /@demo/, use: { ...desktop, baseURL: `http://127.0.0.1:${demoPort}` } },
  ],
});
