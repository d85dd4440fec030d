import type { Page } from '@playwright/test';
import { DEMO, expect, readStoreState, test } from './fixtures';
import { FIREFOX_LEFT_REQUEST } from './firefox';

/**
 * Errors and warnings the page logs (React reports a hydration mismatch as an error), and uncaught errors; not
 * Firefox's report of a request cancelled as the page that sent it was left (e2e/firefox.ts), as the fixtures' check.
 */
const consoleProblems = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (error.message !== FIREFOX_LEFT_REQUEST) problems.push(`pageerror: ${error.message}`);
  });
  return problems;
};

/** Holds the app's scripts until `release()`: the page shows only what its HTML draws, as on a slow network. */
const holdScripts = async (page: Page) => {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
};

/** Whether React has taken over `selector`'s element (hydration attaches its fiber to the very same node). */
const isHydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/** Tags the element with a property only this DOM node carries: a re-rendered page has new nodes without it. */
const tagNode = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => ((element as unknown as { __prerendered?: boolean }).__prerendered = true));
const isTaggedNode = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => (element as unknown as { __prerendered?: boolean }).__prerendered === true);

const PAGES = [
  { path: '/', heading: 'Energia mais barata e limpa para a sua empresa' },
  { path: '/auth/login', heading: 'Área do cliente' },
  { path: '/cookies', heading: 'Aviso de Cookies' },
  { path: '/aviso-de-privacidade', heading: 'Aviso de Privacidade' },
  { path: '/canal-atendimento-cliente', heading: 'Canal de Atendimento ao Cliente' },
];

test.describe('pages painted from HTML, then hydrated', () => {
  for (const { path, heading } of PAGES) {
    // The home in Firefox as well: the other pages are drawn by the same prerender and hydrated by the same code.
    test(`${path}: drawn and styled before any script runs, then hydrated in place with no warning`, { tag: path === '/' ? '@firefox' : [] }, async ({ page }) => {
      const problems = consoleProblems(page);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(heading);
      // The inline critical CSS: the brand font family and the page's layout are there without any stylesheet request.
      await expect(h1).toHaveCSS('font-family', /^Rubik/);
      expect(await page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length)).toBe(0);
      await tagNode(page, 'h1');
      release();
      await expect.poll(() => isHydrated(page, 'h1'), { timeout: 15_000 }).toBe(true);
      expect(await isTaggedNode(page, 'h1'), 'the prerendered heading is the one React hydrated').toBe(true);
      await expect(h1).toHaveText(heading);
      expect(problems).toEqual([]);
    });
  }

  test('the login: what a customer types before the app runs stays, and the form sends it once the app runs', { tag: '@firefox' }, async ({ page }) => {
    const problems = consoleProblems(page);
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    const documentField = page.getByLabel('CPF ou CNPJ', { exact: true });
    const password = page.getByLabel('Senha', { exact: true });
    await documentField.fill(DEMO.mariana.document);
    await password.fill(DEMO.password);
    await page.getByLabel('Manter conectado').check();
    release();
    await expect.poll(() => isHydrated(page, 'form'), { timeout: 15_000 }).toBe(true);
    await expect(documentField).toHaveValue(DEMO.mariana.document);
    await expect(password).toHaveValue(DEMO.password);
    await expect(page.getByLabel('Manter conectado')).toBeChecked();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/dashboard\/app$/);
    const state = (await readStoreState(page)) as { session: { keepConnected: boolean } } | null;
    expect(state?.session.keepConnected).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the login: Enter pressed before the app runs is held (never a GET with the password) and sent by the app', { tag: '@firefox' }, async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(DEMO.mariana.document);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/auth\/login$/);
    release();
    await page.waitForURL(/\/dashboard\/app$/);
    await expect(page.getByText(/Mariana/).first()).toBeVisible();
    expect(visited.filter((url) => url.includes('?'))).toEqual([]);
  });

  test("the login: 'Mostrar senha' pressed from the keyboard before the app runs is done once it runs", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill(DEMO.password);
    await password.press('Tab');
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
    release();
    await expect.poll(() => isHydrated(page, 'form'), { timeout: 15_000 }).toBe(true);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveValue(DEMO.password);
  });

  test('a page the app draws afresh (the device clock in another year than the build) keeps what was typed', async ({ page }) => {
    // The footer's year differs from the build's, so the app renders the login anew instead of hydrating it.
    await page.clock.install({ time: new Date('2025-06-10T09:00:00-03:00') });
    const problems = consoleProblems(page);
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await tagNode(page, 'form');
    const documentField = page.getByLabel('CPF ou CNPJ', { exact: true });
    const password = page.getByLabel('Senha', { exact: true });
    await documentField.fill(DEMO.mariana.document);
    await password.fill(DEMO.password);
    await page.getByLabel('Manter conectado').check();
    release();
    await expect.poll(() => isHydrated(page, 'form'), { timeout: 15_000 }).toBe(true);
    expect(await isTaggedNode(page, 'form'), 'the app drew a new form over the HTML').toBe(false);
    await expect(documentField).toHaveValue(DEMO.mariana.document);
    await expect(password).toHaveValue(DEMO.password);
    await expect(page.getByLabel('Manter conectado')).toBeChecked();
    await password.press('Enter');
    await page.waitForURL(/\/dashboard\/app$/);
    const state = (await readStoreState(page)) as { session: { keepConnected: boolean } } | null;
    expect(state?.session.keepConnected).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the saved dark theme is on <html> before the first paint, under the CSP', { tag: '@firefox' }, async ({ page }) => {
    await page.addInitScript(() => {
      const settings = { themeMode: '"dark"', themeContrast: '"bold"', themeColorPresets: '"purple"', _persist: '{"version":1,"rehydrated":true}' };
      // Not in the tab's first empty page (Firefox runs init scripts there too, and refuses it storage).
      if (location.protocol.startsWith('http')) window.localStorage.setItem('persist:settings', JSON.stringify(settings));
    });
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-contrast', 'bold');
    await expect(html).toHaveAttribute('data-preset', 'purple');
    await expect(html).toHaveCSS('color-scheme', 'dark');
    release();
    await expect.poll(() => isHydrated(page, 'h1'), { timeout: 15_000 }).toBe(true);
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('a signed-in customer opening the login is taken to the dashboard (the login HTML is not hydrated)', { tag: '@firefox' }, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto('/auth/login');
    await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(DEMO.mariana.document);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/dashboard\/app$/);
    await page.goto('/auth/login');
    await page.waitForURL(/\/dashboard\/app$/);
    expect(problems).toEqual([]);
  });
});

test.describe('the content popup never costs the first paint', () => {
  test('desktop: the modal opens only after the page has loaded', async ({ page }) => {
    await page.addInitScript(() => {
      const opened: number[] = [];
      (window as unknown as { __popupOpenedAt: number[] }).__popupOpenedAt = opened;
      new MutationObserver(() => {
        if (document.querySelector('dialog.cms-popup[open]') && opened.length === 0) opened.push(performance.now());
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
    await expect(popup).toBeVisible();
    const { openedAt, loadEnd, firstPaint } = await page.evaluate(() => ({
      openedAt: (window as unknown as { __popupOpenedAt: number[] }).__popupOpenedAt[0] ?? 0,
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    }));
    expect(openedAt).toBeGreaterThan(firstPaint);
    expect(openedAt).toBeGreaterThanOrEqual(loadEnd);
    expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  });

  test.describe('phone (390×844)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('nothing covers the hero; past it, a bottom sheet opens and the page stays usable', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: 'Perguntas Frequentes' })).toBeAttached();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
      await page.waitForTimeout(1000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => sessionStorage.getItem('cms_popups_seen'))).toBeNull();

      await page.locator('#perguntas-frequentes').scrollIntoViewIfNeeded();
      const sheet = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
      await expect(sheet).toBeVisible();
      expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
      // Docked at the bottom once it has slid in, at most 60 % of the screen high.
      await expect.poll(async () => Math.round(await sheet.evaluate((dialog) => dialog.getBoundingClientRect().bottom))).toBe(844);
      expect((await sheet.boundingBox())?.height ?? 844).toBeLessThanOrEqual(844 * 0.6);
      await expect(page.locator('#inicio')).not.toBeInViewport();
      // Not modal: the page behind still scrolls and answers.
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Menu' }) })).toBeVisible();
      await page.keyboard.press('Escape');
      await sheet.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(sheet).toHaveCount(0);
      await page.reload();
      await page.locator('#depoimentos').scrollIntoViewIfNeeded();
      await page.waitForTimeout(1500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
