import { expect, type Locator, type Page } from '@playwright/test';
import { FIREFOX_LEFT_REQUEST, test as base } from './firefox';

type Violation = { directive: string; blocked: string };

/**
 * Every test fails on an uncaught page error or a Content-Security-Policy violation: the suite
 * runs under the production CSP served by `vite preview`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => {
      // MSW re-checks its service worker on every load; a reload mid-check rejects inside the demo backend.
      if (/Failed to update a ServiceWorker/i.test(error.message)) return;
      if (error.message === FIREFOX_LEFT_REQUEST) return;
      errors.push(`pageerror: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) {
        errors.push(`csp: ${message.text()}`);
      }
    });
    await page.addInitScript(() => {
      const store: { directive: string; blocked: string }[] = [];
      (window as unknown as { __cspViolations: typeof store }).__cspViolations = store;
      document.addEventListener('securitypolicyviolation', (event) => {
        store.push({ directive: event.violatedDirective, blocked: event.blockedURI });
      });
    });
    await use(page);
    const violations = await page
      .evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [])
      .catch(() => [] as Violation[]);
    expect([...errors, ...violations.map((v) => `csp: ${v.directive} ${v.blocked}`)], 'page errors or CSP violations').toEqual([]);
  },
});

export { expect };

export const DEMO = {
  password: 'Demo@1234',
  mariana: { document: '11.222.333/0001-81', name: 'Mariana' },
  carlos: { document: '529.982.247-25', email: 'carlos.lima@exemplo.com.br', code: '123456' },
  empty: { document: '45.723.174/0001-10' },
  chain: { document: '27.182.818/0001-29', name: 'Rede Horizonte Supermercados' },
} as const;

/** Reads a slice of the demo build's store (exposed for QA in dev and demo builds only). */
export const readStoreState = (page: Page) =>
  page.evaluate(() => {
    const store = (window as unknown as { __AURORA_STORE__?: { getState: () => Record<string, unknown> } }).__AURORA_STORE__;
    return store ? store.getState() : null;
  });

/** Axe scan with the newest axe-core: zero violations of any impact (every WCAG 2.x A/AA tag). */
export { expectNoA11yViolations } from './axe';

/**
 * Signs in through the real login screen, as a customer does: fills 'CPF ou CNPJ' and 'Senha',
 * clicks 'Entrar'. Non-MFA accounts land under /dashboard (returned once the customer area is drawn) or on
 * /auth/consumption-unit; the MFA account (Carlos) lands on the verify page.
 */
export const signIn = async (page: Page, document: string, password: string = DEMO.password) => {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/auth/login')) await page.goto('/auth/login');
  await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(document);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/(dashboard(\/|$)|auth\/consumption-unit|auth\/verify\/)/);
  // The address changes as the customer area's code starts loading, and the sign-in screens' frame (header, footer)
  // stays on screen until the customer area's replaces it, for up to about 700 ms.
  if (new URL(page.url()).pathname.startsWith('/dashboard')) await expect(page.locator('footer', { hasText: 'Precisa de ajuda? Escreva para' })).toHaveCount(0);
};

/**
 * Opens a customer page as a bookmark does when signed out: the portal asks for the login, and signing in (as `signIn`
 * does) opens that page. One page load; signing in and then loading the page made two (about 0.4 CPU-s more a test).
 */
export const signInAt = async (page: Page, path: string, document: string = DEMO.mariana.document) => {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, document);
  await expect(page).toHaveURL(path);
};

/** antd's motion classes while an element fades, zooms or slides in or out. Read in the page too, as `.source`. */
export const MOTION = /-(appear|enter|leave)(-|\s|$)/;

/**
 * Opens the avatar menu and waits for it to finish zooming in: a press timed on a moving 'Sair' can go down on
 * it and come up beside it (a customer's press lands where they aim).
 */
export const openAccountMenu = async (page: Page, name: string | RegExp = /^Conta de/) => {
  await page.getByRole('button', { name }).click();
  const menu = page.locator('.ant-popover', { has: page.getByRole('button', { name: 'Sair' }) });
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveClass(MOTION);
  return menu;
};

/**
 * Opens a month picker and waits for its calendar to finish zooming in: a press on a moving 'previous year' can go
 * down on it and come up beside it, and the year stays as it was.
 */
export const openMonthPicker = async (page: Page, field: Locator) => {
  await field.click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(calendar).toBeVisible();
  await expect(calendar).not.toHaveClass(MOTION);
  return calendar;
};

/**
 * In the open unit picker, chooses a unit with the mouse, as a customer does: waits for the dialog and then the
 * list to finish sliding in (a click on a moving option can miss it), clicks the unit, and checks the list
 * closed on that choice. The picker opens with its list open; a list closed meanwhile is opened first.
 */
export const chooseUnitInPicker = async (page: Page, unit: string) => {
  const picker = page.getByRole('dialog', { name: 'Unidade de consumo' });
  const combobox = picker.getByRole('combobox', { name: 'Unidade de Consumo' });
  await expect(combobox).toBeVisible();
  await expect(picker).not.toHaveClass(MOTION);
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(MOTION);
  await list.getByTitle(unit, { exact: true }).click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(picker.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Unidade de Consumo' }) })).toContainText(unit);
  return picker;
};

/** The unit picker, as the header (desktop) or the bar under it (phone) opens it: choose, then 'Continuar'. */
export const switchUnit = async (page: Page, unit: string, touch: boolean) => {
  const button = page.getByRole('button', { name: /Unidade de consumo/ }).first();
  await (touch ? button.tap() : button.click());
  const picker = await chooseUnitInPicker(page, unit);
  await picker.getByRole('button', { name: 'Continuar' }).click();
  await expect(picker).toBeHidden();
};

/**
 * Opens the portal in dark mode, as the settings drawer leaves it (redux-persist's 'persist:settings'), unless set.
 * Not in a tab's first empty page, which Firefox runs it in too and whose storage it refuses ('The operation is insecure').
 */
export const startInDarkMode = (page: Page) =>
  page.addInitScript(() => {
    if (location.protocol.startsWith('http') && !localStorage.getItem('persist:settings')) {
      localStorage.setItem('persist:settings', JSON.stringify({ themeMode: '"dark"', _persist: '{"version":-1,"rehydrated":true}' }));
    }
  });

/**
 * Scrolls down as a customer does (the wheel) until `section` is on the page, then brings it into view: the home's
 * reports load only as they come near the screen.
 */
export const scrollToSection = async (section: Locator) => {
  const page = section.page();
  await expect
    .poll(
      async () => {
        if ((await section.count()) > 0) return true;
        await page.mouse.wheel(0, 800);
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await section.scrollIntoViewIfNeeded();
};
