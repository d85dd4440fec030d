import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 16 item 6: with a tag id in config.json, Google's tag loads from its own host and every route change
 * (the first page included) sends one page_view; without one, nothing is loaded or defined.
 */
const TAG_ID = 'G-E2ETESTE1';
const TAG_HOST = 'https://www.googletagmanager.com';
const demoConfig = JSON.parse(readFileSync('deploy/config.demo.json', 'utf8')) as Record<string, unknown>;

const serveConfig = (page: Page, gaTagId: string) =>
  page.route('**/config.json', (route) => route.fulfill({ json: { ...demoConfig, gaTagId } }));

/**
 * What the README tells a deployer who turns analytics on: Google's hosts in `script-src`, `connect-src` and
 * `img-src`. The page is served by `vite preview` under the production CSP (`'self'` and the inline script's
 * hash); this rewrites only the document's CSP header, so the test shows those additions are enough (the fixture fails on any violation).
 */
const ANALYTICS_SOURCES = {
  'script-src': 'https://*.googletagmanager.com',
  'connect-src': 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
  'img-src': 'https://*.google-analytics.com https://*.googletagmanager.com',
};
const allowTagHostInCsp = (page: Page) =>
  page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const csp = response.headers()['content-security-policy'] ?? '';
    // Only the site itself and the hash of index.html's inline script, until the deployer widens it.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    const widened = Object.entries(ANALYTICS_SOURCES).reduce(
      (policy, [directive, sources]) => policy.replace(new RegExp(`${directive} ([^;]+)`), `${directive} $1 ${sources}`),
      csp,
    );
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': widened } });
  });

/** Google's tag, stubbed: the test sees the request and that the script ran, and nothing leaves the machine. */
const stubTagHost = async (page: Page) => {
  const requested: string[] = [];
  await page.route(`${TAG_HOST}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStubRan = true;' });
  });
  return requested;
};

/** The page_location of every page_view queued in window.dataLayer (each entry is a gtag `arguments` object). */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry) as [string, string, { page_location?: string }?])
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => new URL(params?.page_location ?? '').pathname),
  );

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test('with a tag id: Google tag from its host, config without its own page view, one page_view per route', async ({ page }) => {
  await serveConfig(page, TAG_ID);
  await allowTagHostInCsp(page);
  const requested = await stubTagHost(page);

  // The legal pages have the footer's links and no promotional popup over them (the home page has one).
  await page.goto('/cookies');
  await expect.poll(() => pageViews(page)).toEqual(['/cookies']);
  // The route handler records the request a moment after the script is injected.
  await expect.poll(() => requested).toEqual([`${TAG_HOST}/gtag/js?id=${TAG_ID}`]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagStubRan?: boolean }).__gtagStubRan)).toBe(true);
  const commands = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).slice(0, 2).map((entry) => Array.from(entry)),
  );
  expect(commands[0]?.[0]).toBe('js');
  expect(commands[1]).toEqual(['config', TAG_ID, { send_page_view: false }]);

  await footerLink(page, 'Canal de Atendimento ao Cliente').click();
  await expect(page).toHaveURL(/\/canal-atendimento-cliente$/);
  await expect.poll(() => pageViews(page)).toEqual(['/cookies', '/canal-atendimento-cliente']);

  await footerLink(page, 'Aviso de Privacidade').click();
  await expect(page).toHaveURL(/\/aviso-de-privacidade$/);
  await expect.poll(() => pageViews(page)).toEqual(['/cookies', '/canal-atendimento-cliente', '/aviso-de-privacidade']);
  expect(requested, 'the tag loads once, not per route').toHaveLength(1);
});

test('without a tag id: no request to the tag host, no dataLayer, no gtag', async ({ page }) => {
  await serveConfig(page, '');
  const requested = await stubTagHost(page);
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await footerLink(page, 'Canal de Atendimento ao Cliente').click();
  await expect(page).toHaveURL(/\/canal-atendimento-cliente$/);
  expect(await page.evaluate(() => ['dataLayer' in window, 'gtag' in window])).toEqual([false, false]);
  expect(requested).toEqual([]);
});
