import type { Page } from '@playwright/test';
import { DEMO, expect, openAccountMenu, signIn, test } from './fixtures';

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
/** What identifies Mariana: name, CNPJ (bare and masked) and e-mail. */
const USER_DATA = [/Mariana/i, /11222333000181/, /11\.222\.333\/0001-81/, /[\w.+-]+@[\w-]+\.[\w.]+/];

/**
 * Keys allowed to stay after logout:
 * - `persist:settings`: redux-persist's appearance settings (theme, layout), nothing personal (checked below);
 * - `cms_*` (including `cms_popups_seen`): public site content and which public popups were closed;
 * - `demo-*`: the demo backend's own state and scenario, not part of the product build's storage;
 * - `__msw-cookie-store__`: MSW's stand-in for the browser cookie jar (the demo backend only); after
 *   logout it holds the expired refresh cookie with no value (its content is checked below like the rest);
 * - `lastUnits`: the unit each account used last on this device (the landing rule), keyed by a digest of the
 *   account id: unit ids only (its content is checked below like the rest).
 */
const ALLOWED_AFTER_LOGOUT = [/^persist:settings$/, /^cms_/, /^demo-/, /^__msw-cookie-store__$/, /^lastUnits$/];

type Entry = { area: 'localStorage' | 'sessionStorage'; key: string; value: string };

const allStorage = (page: Page) =>
  page.evaluate(() => {
    const read = (area: 'localStorage' | 'sessionStorage') => {
      const storage = window[area];
      return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map((key) => ({
        area,
        key,
        value: storage.getItem(key) ?? '',
      }));
    };
    return [...read('localStorage'), ...read('sessionStorage')] as Entry[];
  });

const persistedSettings = (page: Page) => page.evaluate(() => localStorage.getItem('persist:settings') ?? '');
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test.describe('privacy', () => {
  test('the token and user data never reach redux-persist nor the URL; logout leaves no token, user or API data in storage', { tag: '@firefox' }, async ({ page }) => {
    const consoleTexts: string[] = [];
    page.on('console', (message) => consoleTexts.push(message.text()));

    const urls: string[] = [];
    /** After every step: the URL and the persisted settings carry neither the token nor user data. */
    const checkStep = async () => {
      const url = page.url();
      urls.push(url);
      const token = await storedToken(page);
      const persisted = await persistedSettings(page);
      if (token) {
        expect(url).not.toContain(token);
        expect(persisted).not.toContain(token);
      }
      for (const pattern of USER_DATA) {
        expect(decodeURIComponent(url)).not.toMatch(pattern);
        expect(persisted).not.toMatch(pattern);
      }
      expect(persisted).not.toMatch(/accessToken|"user"|physicalAssets/);
    };

    await page.goto('/auth/login');
    await checkStep();
    await signIn(page, DEMO.mariana.document);
    await checkStep();
    const token = await storedToken(page);
    expect(token).toMatch(JWT);
    // Nothing written to the console during login carries the token.
    expect(consoleTexts.filter((text) => text.includes(token!))).toEqual([]);

    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await checkStep();

    await page.goto('/dashboard/contract');
    await expect(page.getByRole('cell', { name: /^AUR-/ }).first()).toBeVisible();
    await checkStep();
    await page.goto('/dashboard/invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Fatura' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await checkStep();
    await page.getByRole('button', { name: /^Conta de Mariana Souza/ }).click();
    await page.getByRole('link', { name: 'Dados Cadastrais' }).click();
    await expect(page.getByText('11.222.333/0001-81')).toBeVisible();
    await checkStep();

    await (await openAccountMenu(page, /^Conta de Mariana Souza/)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await checkStep();

    const entries = await allStorage(page);
    const leftovers = entries.filter(({ key }) => !ALLOWED_AFTER_LOGOUT.some((allowed) => allowed.test(key)));
    expect(leftovers, 'storage keys left after logout').toEqual([]);
    for (const { area, key, value } of entries) {
      const where = `${area}['${key}']`;
      expect(value, where).not.toContain(token!);
      expect(value, where).not.toMatch(JWT);
      // Public content (cms_*) may mention the brand's contact e-mail; user data may appear nowhere.
      for (const pattern of key.startsWith('cms_') ? USER_DATA.slice(0, 3) : USER_DATA) expect(value, where).not.toMatch(pattern);
      expect(value, where).not.toMatch(/my-contracts|my-invoices|AUR-\d{4}-\d{4}|physicalAssets/);
    }
    expect(consoleTexts.filter((text) => text.includes(token!))).toEqual([]);
    expect(urls.every((url) => !url.includes(token!))).toBe(true);
  });
});
