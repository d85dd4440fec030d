import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, openAccountMenu, readStoreState, signIn, test } from './fixtures';

const START = new Date('2025-06-10T09:00:00-03:00').getTime();
const EXPIRED = 'Sua sessão expirou. Entre novamente.';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
const sessionOf = async (page: Page) => (await readStoreState(page))?.session as { status?: string; token?: string } | undefined;

const signInKeepingConnected = async (page: Page, document: string) => {
  await page.goto('/auth/login');
  await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
  await signIn(page, document);
  await expect(page).toHaveURL(/\/dashboard\/app$/);
};

/** Counts the calls to the refresh endpoint every tab of the context makes. */
const countRefreshCalls = (context: BrowserContext) => {
  const calls: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/v1/auth/refresh-token')) calls.push(request.url());
  });
  return calls;
};

/**
 * The API calls of every tab of the context still waiting for their answer, from now on. `settled()` waits until each
 * has its answer or its error: what a test asserts next cannot be changed by an answer still on its way.
 */
const callsInFlight = (context: BrowserContext) => {
  const open = new Set<object>();
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) open.add(request);
  });
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  return { settled: () => expect.poll(() => open.size).toBe(0) };
};

/** Waits until no tab holds or waits for a lock: each has had its turn with the refresh lock and let it go. */
const locksIdle = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return held.length + pending.length;
      }),
    )
    .toBe(0);

const openSignedInTab = async (context: BrowserContext) => {
  const tab = await context.newPage();
  await tab.goto('/dashboard/app');
  await expect.poll(async () => (await sessionOf(tab))?.status).toBe('signedIn');
  return tab;
};

test.describe('session core across tabs (browser clock)', () => {
  test('three tabs at exp − 5 min make exactly one refresh call and all stay signed in', { tag: '@firefox' }, async ({ page, context }) => {
    await context.clock.install({ time: START });
    await signInKeepingConnected(page, DEMO.empty.document);
    const tabs = [page, await openSignedInTab(context), await openSignedInTab(context)];
    const first = await storedToken(page);
    const calls = countRefreshCalls(context);
    await context.clock.fastForward('55:01');
    await expect.poll(() => storedToken(page)).not.toBe(first);
    const renewed = await storedToken(page);
    for (const tab of tabs) {
      await expect.poll(async () => (await sessionOf(tab))?.token).toBe(renewed);
      expect((await sessionOf(tab))?.status).toBe('signedIn');
      await expect(tab).toHaveURL(/\/dashboard\/app$/);
    }
    // No late second call from a tab that waited for the lock: each has had its turn with it.
    await locksIdle(page);
    expect(calls).toHaveLength(1);
  });

  test('logout while a slow refresh is in flight leaves no token in any tab, also after a reload', { tag: '@firefox' }, async ({ page, context }) => {
    await context.clock.install({ time: START });
    await signInKeepingConnected(page, DEMO.empty.document);
    const other = await openSignedInTab(context);
    // Every call of both tabs takes 1.5 s more.
    for (const tab of [page, other]) await tab.evaluate(() => sessionStorage.setItem('demo-scenario', 'slow'));
    const calls = countRefreshCalls(context);
    const inFlight = callsInFlight(context);
    await context.clock.fastForward('55:01');
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await (await openAccountMenu(page, /^Conta de /)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(other).toHaveURL(/\/auth\/login$/);
    // Every refresh answer (1.5 s each, one after the other) has arrived and been dropped, and no tab waits for the lock.
    await locksIdle(page);
    await inFlight.settled();
    await locksIdle(page);
    for (const tab of [page, other]) {
      expect(await storedToken(tab)).toBeNull();
      expect((await sessionOf(tab))?.status).toBe('signedOut');
    }
    for (const tab of [page, other]) {
      await tab.goto('/dashboard/app');
      await expect(tab).toHaveURL(/\/auth\/login$/);
      expect(await storedToken(tab)).toBeNull();
    }
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
  });
});

test.describe('consent and notices', () => {
  test("without 'Manter conectado' a 401 ends the session with the expired notice, and no refresh is asked", async ({ page, context }) => {
    await signIn(page, DEMO.mariana.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    // A page that makes no call of its own, so the next call is the customer's.
    await page.goto('/dashboard/user/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Dados Cadastrais' })).toBeVisible();
    const calls = countRefreshCalls(context);
    // The server ends this session (as a password change elsewhere would): the next call answers 401.
    await page.evaluate(async () => {
      const token = localStorage.getItem('accessToken') ?? '';
      await fetch('/v1/Auth/logout', {
        method: 'POST',
        headers: { 'X-Client-Access': 'portal-web', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'mariana.souza@exemplo.com.br' }),
      });
    });
    // The customer opens Fatura: the invoices call answers 401.
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const fatura = nav.getByRole('link', { name: /Fatura/ });
    if (!(await fatura.isVisible())) await nav.getByRole('button', { name: /contrato/i }).click();
    await fatura.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText(EXPIRED)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(calls).toEqual([]);
  });

  test('a voluntary logout never shows the expired notice', async ({ page, context }) => {
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const inFlight = callsInFlight(context);
    await (await openAccountMenu(page, /^Conta de /)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toBeVisible();
    // The logout call and whatever the dashboard still had on its way have their answers (a 401 among them would be
    // what could show the notice).
    await inFlight.settled();
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toBeVisible();
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
  });
});

test.describe('start-up never discards input', () => {
  test("what is typed into the login at once survives 20 loads coming from the home page", async ({ page }) => {
    test.setTimeout(180_000);
    const lost: { load: number; document: string; password: string }[] = [];
    for (let load = 0; load < 20; load += 1) {
      await page.goto('/');
      await page.goto('/auth/login');
      const document = page.getByLabel('CPF ou CNPJ', { exact: true });
      const password = page.getByLabel('Senha', { exact: true });
      await document.fill(DEMO.mariana.document);
      await password.fill(DEMO.password);
      // Read once the start-up is over: React has taken over the fields and no request (code, demo backend, content)
      // has been made for half a second. A fixed wait could end before the start-up does on a busy machine.
      await expect.poll(() => password.evaluate((field) => Object.keys(field).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
      await page.waitForLoadState('networkidle');
      const kept = { load, document: await document.inputValue(), password: await password.inputValue() };
      if (kept.document !== DEMO.mariana.document || kept.password !== DEMO.password) lost.push(kept);
    }
    expect(lost, 'loads whose typed values were wiped, with what the fields held').toEqual([]);
  });
});
