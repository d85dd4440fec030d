import type { Browser, Page, Request } from '@playwright/test';
import { DEMO } from '../fixtures';
import { expect, test } from './fixtures';

/**
 * The gzip JS every page of the production build loads over real HTTP (nginx → demo API), in a new context, until the
 * network is quiet (no request for QUIET_MS after the load event): what the browser received over the wire, scripts only
 * (nginx gzips at level 6, as `npm run size`). Bytes and files, not time: the same on a busy machine as on a quiet
 * one, so these run with the suite's other tests (playwright.real.config.ts, project `sizes`). The product's timings over
 * HTTP ('Entrar' → greeting, → first chart) are `npm run bench`'s (scripts/bench/figures.ts).
 */
const QUIET_MS = 2500;
const KB = 1024;
const PAGES: { path: string; budgetKb: number; maxFiles?: number; signedIn?: boolean }[] = [
  { path: '/', budgetKb: 185 },
  { path: '/auth/login', budgetKb: 180 },
  { path: '/dashboard/app', budgetKb: 300, maxFiles: 30, signedIn: true },
];

const newPage = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
};

const signIn = async (page: Page) => {
  await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(DEMO.mariana.document);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
};

/** Script files and their bytes on the wire from `goto` until no request has started for QUIET_MS. */
const scriptsUntilQuiet = async (page: Page, goto: () => Promise<unknown>) => {
  const scripts = new Map<string, number>();
  let lastStart = Date.now();
  const pending: Promise<void>[] = [];
  const onRequest = () => (lastStart = Date.now());
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(request.sizes().then(({ responseBodySize }) => void scripts.set(request.url(), responseBodySize)));
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  await goto();
  await page.waitForLoadState('load');
  await expect.poll(() => Date.now() - lastStart >= QUIET_MS, { timeout: 30_000, intervals: [250] }).toBe(true);
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  return scripts;
};

test.describe('JS until the network is quiet, over HTTP (production build, nginx → demo API)', () => {
  for (const { path, budgetKb, maxFiles, signedIn } of PAGES) {
    test(`${path}: at most ${budgetKb} KB of gzip JS${maxFiles ? ` in at most ${maxFiles} files` : ''} until the network is quiet`, async ({ browser, baseURL }) => {
      test.setTimeout(60_000);
      const { page, errors, close } = await newPage(browser, baseURL!);
      try {
        if (signedIn) {
          // Signed in first, then the browser's cache emptied: the page's full load as a returning customer's
          // browser with nothing cached makes it (the session is the refresh cookie).
          await page.goto('/auth/login');
          await signIn(page);
          await expect(page).toHaveURL(/\/dashboard\/app$/);
          await page.waitForLoadState('networkidle');
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
        }
        const scripts = await scriptsUntilQuiet(page, () => page.goto(path));
        if (signedIn) await expect(page.getByRole('heading', { level: 1, name: /^Bem - Vindo\(a\), / })).toBeVisible();
        const bytes = [...scripts.values()].reduce((total, size) => total + size, 0);
        const summary = `${path}: ${(bytes / KB).toFixed(1)} KB of gzip JS in ${scripts.size} files until the network is quiet (budget ${budgetKb} KB${maxFiles ? `, ${maxFiles} files` : ''})`;
        const list = [...scripts].sort((a, b) => b[1] - a[1]).map(([url, size]) => `  ${(size / KB).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
        test.info().annotations.push({ type: 'size', description: summary });
        process.stdout.write(`${summary}\n${process.env.SPEED_VERBOSE ? `${list.join('\n')}\n` : ''}`);
        expect(errors, 'page errors').toEqual([]);
        expect(bytes, summary).toBeLessThanOrEqual(budgetKb * KB);
        if (maxFiles) expect(scripts.size, summary).toBeLessThanOrEqual(maxFiles);
      } finally {
        await close();
      }
    });
  }
});
