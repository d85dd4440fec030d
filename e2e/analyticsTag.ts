import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ROUTES } from '../src/shared/routes/table';
import type { Access, RouteEntry } from '../src/shared/routes/types';
import { expect } from './fixtures';

// The analytics tests' stubs and checks: Google's hosts stubbed, and what the page hands the tag read back.

export const TAG_ID = 'G-E2ETESTE1';
export const TAG_HOST = 'https://www.googletagmanager.com';
const demoConfig = JSON.parse(readFileSync('deploy/config.demo.json', 'utf8')) as Record<string, unknown>;

export const serveConfig = (page: Page, gaTagId: string) =>
  page.route('**/config.json', (route) => route.fulfill({ json: { ...demoConfig, gaTagId } }));

/**
 * What docs/deploying.md tells a deployer who turns analytics on: Google's hosts in `script-src`, `connect-src` and
 * `img-src`. The page is served by `vite preview` under the production CSP (`'self'` and the inline script's
 * hash); this rewrites only the document's CSP header, so the test shows those additions are enough (the fixture fails on any violation).
 */
const ANALYTICS_SOURCES = {
  'script-src': 'https://*.googletagmanager.com',
  'connect-src': 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
  'img-src': 'https://*.google-analytics.com https://*.googletagmanager.com',
};
export const allowTagHostInCsp = (page: Page) =>
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
export const stubTagHost = async (page: Page) => {
  const requested: string[] = [];
  await page.route(`${TAG_HOST}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStubRan = true;' });
  });
  return requested;
};

/** The page_location of every page_view queued in window.dataLayer (each entry is a gtag `arguments` object). */
export const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry) as [string, string, { page_location?: string }?])
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => new URL(params?.page_location ?? '').pathname),
  );

const ENTRIES = Object.values(ROUTES) as RouteEntry[];
const patternsOf = (accesses: readonly Access[]) =>
  ENTRIES.flatMap((entry) => ('page' in entry && accesses.includes(entry.access) ? [entry.path] : []));

/** Every route of the portal by its pattern, as the tag must name it: the route table's (src/shared/routes/table.ts). */
export const ROUTE_PATTERNS = {
  signedOut: patternsOf(['anyone', 'guest', 'signIn']),
  // The code step and the customer area.
  signedIn: patternsOf(['codeStep', 'signedIn']),
  // Paths that only redirect: a page view may name them when the tag starts before the redirect.
  redirects: ENTRIES.flatMap((entry) => ('redirect' in entry ? [entry.path === '*' ? '/*' : entry.path] : [])),
};
const KNOWN_PATTERNS = new Set(Object.values(ROUTE_PATTERNS).flat());

/** Google's hosts (the tag's and the collection endpoints'), stubbed: every request recorded with its body. */
export const recordGoogle = async (page: Page) => {
  const sent: string[] = [];
  const record = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    sent.push(`${route.request().url()} ${route.request().postData() ?? ''}`);
    const isTag = route.request().url().startsWith(TAG_HOST);
    return route.fulfill(isTag ? { contentType: 'text/javascript', body: 'window.__gtagStubRan = true;' } : { status: 204 });
  };
  for (const host of [`${TAG_HOST}/**`, 'https://*.google-analytics.com/**', 'https://*.analytics.google.com/**']) {
    await page.route(host, record);
  }
  return sent;
};

type PageFields = { page_location: string; page_referrer: string };

/**
 * What the page handed the tag (the whole dataLayer, as text) and the page views in it. Read before each new
 * document, which starts a dataLayer of its own.
 */
const handedOver = async (page: Page) => {
  const [text, views] = await page.evaluate(() => {
    const entries = ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry));
    const pageViews = entries.filter(([command, name]) => command === 'event' && name === 'page_view').map(([, , fields]) => fields);
    return [JSON.stringify(entries), pageViews] as const;
  });
  return { text, views: views as PageFields[] };
};

/** Collects, page after page, what the tag was given; `expectPattern` waits for the page view of the page shown. */
export const tagWatcher = (page: Page) => {
  const texts: string[] = [];
  const views: PageFields[] = [];
  const expectPattern = async (pattern: string) => {
    await expect.poll(async () => (await pageViews(page)).includes(pattern)).toBe(true);
    const now = await handedOver(page);
    texts.push(now.text);
    views.push(...now.views);
  };
  return { texts, views, expectPattern };
};

/** The checks every page view and every byte the tag got or sent must pass. */
export const expectNothingPersonal = (origin: string, watched: ReturnType<typeof tagWatcher>, sent: string[], secrets: string[]) => {
  for (const { page_location, page_referrer } of watched.views) {
    const location = new URL(page_location);
    expect(location.origin).toBe(origin);
    expect(`${location.search}${location.hash}`, page_location).toBe('');
    expect(KNOWN_PATTERNS.has(location.pathname), page_location).toBe(true);
    if (page_referrer.startsWith(origin)) expect(KNOWN_PATTERNS.has(new URL(page_referrer).pathname), page_referrer).toBe(true);
  }
  for (const text of [...watched.texts, ...sent]) {
    for (const secret of secrets) expect(text, `"${secret}" reached the tag`).not.toContain(secret);
  }
};
