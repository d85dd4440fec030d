import type { Page, Request } from '@playwright/test';
import { DEMO, scrollToSection, signIn } from '../../e2e/fixtures';
import type { Measure } from './targets';

/**
 * A page's own JS as issues 50 and 51 budget it: the KB of gzip JS (as nginx sends it, over HTTP on the production
 * build) that a customer already on the home fetches to open the page from the side menu and see it drawn. The home is
 * seen first down to 'Relatório de Economia' with its chart drawn, so the chart library the cards load is already in,
 * as it is for a customer who has read the dashboard: what is counted is the page's code, its charts' modules and
 * whatever it needs that the dashboard did not. Mariana (Loja Centro), 1440×900, a new browser context each round.
 * `npm run size` budgets the same from the build's manifest (the route table's `pageKb`); this is the figure measured.
 */

const KB = 1024;
const QUIET_MS = 500;

/**
 * Resolves once no request of the page has been in flight for QUIET_MS. Playwright's 'networkidle' is a load state: once
 * the page's load reached it, it is not waited for again after a click in the app.
 */
const quiet = (page: Page) => {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(100);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
};

/** The home read as a customer reads it: its alerts answered, its economy chart drawn, nothing left loading. */
const homeSeen = async (page: Page) => {
  const settled = quiet(page);
  await page.getByRole('region', { name: 'Alertas' }).getByRole('link').first().waitFor();
  const economy = page.getByRole('region', { name: 'Relatório de Economia' });
  await scrollToSection(economy);
  await economy.locator('canvas').first().waitFor();
  await settled();
};

/** `entry`: the side menu's link; `drawn`: what shows the page drawn (its chart's box, once G2 has drawn). */
export const pageOwnJs =
  (entry: string, drawn: string): Measure =>
  async (target) => {
    const context = await target.browser.newContext({ baseURL: target.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await signIn(page, DEMO.mariana.document);
      await homeSeen(page);
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
      });
      const settled = quiet(page);
      await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: entry }).click();
      await page.locator(drawn).first().waitFor({ timeout: 30_000 });
      await settled();
      const bytes = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
      if (bytes === 0) throw new Error(`no script was fetched to open '${entry}'`);
      return bytes / KB;
    } finally {
      await context.close();
    }
  };
