/**
 * With a tag id in config.json, Google's tag loads from its own host and every route change (the first page
 * included) sends one page_view, naming the page by its route pattern and never by the values in its URL; without a
 * tag id, nothing is loaded or defined.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';
import {
  allowTagHostInCsp,
  expectNothingPersonal,
  pageViews,
  recordGoogle,
  ROUTE_PATTERNS,
  serveConfig,
  stubTagHost,
  TAG_HOST,
  TAG_ID,
  tagWatcher,
} from './analyticsTag';

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
