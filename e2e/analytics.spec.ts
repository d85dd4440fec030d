import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

/**
 * With a tag id in config.json, Google's tag loads from its own host and every route change (the first page
 * included) sends one page_view, naming the page by its route pattern and never by the values in its URL; without a
 * tag id, nothing is loaded or defined.
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

/** Every route of the portal by its pattern (spec §2, decisions §9), as the tag must name it. */
const ROUTE_PATTERNS = {
  signedOut: [
    '/',
    '/cookies',
    '/aviso-de-cookies',
    '/aviso-de-privacidade',
    '/canal-atendimento-cliente',
    '/404',
    '/auth/login',
    '/auth/reset-password',
    '/auth/first-access',
    '/auth/new-password/:email/:code',
  ],
  signedIn: [
    '/auth/verify/:email',
    '/auth/consumption-unit',
    '/dashboard/app',
    '/dashboard/economy',
    '/dashboard/daily',
    '/dashboard/contract',
    '/dashboard/invoice',
    '/dashboard/user/account',
    '/dashboard/user/profile',
    '/dashboard/user/:id/edit',
    '/dashboard/management',
  ],
  // Paths that only redirect: a page view may name them when the tag starts before the redirect.
  redirects: ['/auth', '/dashboard', '/dashboard/user', '/*'],
};
const KNOWN_PATTERNS = new Set(Object.values(ROUTE_PATTERNS).flat());

const EMAIL = DEMO.carlos.email;
const RESET_CODE = '918273';
/** A query string with a document and an e-mail in it, on every URL the tests open. */
const QUERY = `?documento=${DEMO.carlos.document}&email=${encodeURIComponent(EMAIL)}&utm_source=email`;
/** Values the portal's URLs carry in these tests, none of which may reach the tag. */
const SECRETS = [
  EMAIL,
  encodeURIComponent(EMAIL),
  'carlos.lima',
  RESET_CODE,
  DEMO.carlos.code,
  DEMO.carlos.document,
  DEMO.carlos.document.replace(/\D/g, ''),
  'documento',
  'utm_source',
];

/** Google's hosts (the tag's and the collection endpoints'), stubbed: every request recorded with its body. */
const recordGoogle = async (page: Page) => {
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
const tagWatcher = (page: Page) => {
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
const expectNothingPersonal = (origin: string, watched: ReturnType<typeof tagWatcher>, sent: string[], secrets: string[]) => {
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

test('signed out: every public and auth page goes to the tag as its route pattern, with nothing personal', async ({ page }) => {
  test.setTimeout(120_000);
  await serveConfig(page, TAG_ID);
  await allowTagHostInCsp(page);
  const sent = await recordGoogle(page);
  const watched = tagWatcher(page);

  for (const path of ROUTE_PATTERNS.signedOut.filter((pattern) => !pattern.includes(':'))) {
    await page.goto(`${path}${QUERY}`);
    await watched.expectPattern(path);
  }
  // The reset link of the e-mail, as the customer opens it.
  await page.goto(`/auth/new-password/${encodeURIComponent(EMAIL)}/${RESET_CODE}${QUERY}`);
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
  await watched.expectPattern('/auth/new-password/:email/:code');
  // An unknown address with an e-mail in it ends on the 404 page.
  await page.goto(`/nada/aqui/${encodeURIComponent(EMAIL)}${QUERY}`);
  await expect(page).toHaveURL(/\/404$/);
  await watched.expectPattern('/404');

  const named = new Set(watched.views.map((view) => new URL(view.page_location).pathname));
  expect([...named].filter((pattern) => !ROUTE_PATTERNS.redirects.includes(pattern)).sort()).toEqual([...ROUTE_PATTERNS.signedOut].sort());
  expectNothingPersonal(new URL(page.url()).origin, watched, sent, SECRETS);
});

test('signed in: the code step and every customer page go to the tag as their route pattern, with nothing personal', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await serveConfig(page, TAG_ID);
  await allowTagHostInCsp(page);
  const sent = await recordGoogle(page);
  const watched = tagWatcher(page);

  // Carlos's sign-in asks for the e-mailed code on a page whose URL carries his masked e-mail.
  await signIn(page, DEMO.carlos.document);
  await expect(page).toHaveURL(/\/auth\/verify\//);
  await watched.expectPattern('/auth/verify/:email');
  const maskedEmail = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`${new URL(page.url()).pathname}${QUERY}`);
  await expect(page.getByLabel('Código de verificação')).toBeVisible();
  await watched.expectPattern('/auth/verify/:email');
  await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/app$/);
  await watched.expectPattern('/dashboard/app');

  // The edit page's URL carries the customer's id, reached as a customer does: from the profile.
  await page.goto(`/dashboard/user/profile${QUERY}`);
  await page.getByRole('link', { name: /Como alterar meus dados/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/[^/]+\/edit$/);
  await watched.expectPattern('/dashboard/user/:id/edit');
  const userId = new URL(page.url()).pathname.split('/')[3]!;
  await page.goto(`/dashboard/user/${userId}/edit${QUERY}#dados`);
  await watched.expectPattern('/dashboard/user/:id/edit');

  for (const path of ROUTE_PATTERNS.signedIn.filter((pattern) => !pattern.includes(':'))) {
    await page.goto(`${path}${QUERY}`);
    await watched.expectPattern(path);
  }

  const named = new Set(watched.views.map((view) => new URL(view.page_location).pathname));
  expect([...named].filter((pattern) => pattern.startsWith('/dashboard/') || pattern.startsWith('/auth/verify') || pattern === '/auth/consumption-unit').sort()).toEqual(
    [...ROUTE_PATTERNS.signedIn].sort(),
  );
  expectNothingPersonal(new URL(page.url()).origin, watched, sent, [
    ...SECRETS,
    maskedEmail,
    decodeURIComponent(maskedEmail),
    userId,
  ]);
});
