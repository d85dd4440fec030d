import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, openAccountMenu, signIn, test } from './fixtures';

const SIGNED_OUT = 'Você saiu da sua conta.';

/** Every name the browser holds for this origin: both storages, IndexedDB databases and cookies (HttpOnly too). */
const keptNames = async (page: Page) => {
  const inPage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  return [...inPage.local, ...inPage.session, ...inPage.databases, ...cookies].map(asProduct);
};

/**
 * A service worker cannot set an HttpOnly cookie: in the demo build the backend keeps the refresh cookie in its own jar,
 * `demo-refresh-cookie`, where a real backend sets `aurora_refresh` (docs/backend-contract.md; e2e/real/auth.real.ts
 * checks the real cookie over HTTP).
 */
const asProduct = (name: string) => (name === 'demo-refresh-cookie' ? 'aurora_refresh' : name);

// The demo build's own backend (MSW in the page) keeps its state under `demo-` and `__msw-` names; no production build has it.
const isDemoBackend = (name: string) => name.startsWith('demo-') || name.startsWith('__msw-');

test.describe('signing out and what the portal keeps', () => {
  test("signing out confirms 'Você saiu da sua conta.' on the login, once", async ({ page }) => {
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await (await openAccountMenu(page, /^Conta de /)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('status').filter({ hasText: SIGNED_OUT })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    // The login has really gone (the router keeps drawing it while the next page's code loads).
    await expect(page.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toBeVisible();
    await expect(page.getByText(SIGNED_OUT)).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toBeVisible();
    await expect(page.getByText(SIGNED_OUT)).toHaveCount(0);
  });

  test('the cookie notice lists everything a signed-in customer has in the browser', { tag: '@firefox' }, async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
    await signIn(page, DEMO.carlos.document);
    await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
    const kept = new Set(await keptNames(page));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.goto('/dashboard/invoice');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    (await keptNames(page)).forEach((name) => kept.add(name));
    for (const name of ['accessToken', 'keepConnected', 'mfaStep', 'lastUnits', 'aurora-session', 'aurora_refresh']) expect(kept, name).toContain(name);
    await page.goto('/cookies');
    const table = page.getByRole('table', { name: 'Cookies e dados guardados no navegador' });
    const listed = (await table.getByRole('rowheader').allTextContents()).flatMap((text) => text.split(', '));
    for (const name of kept) {
      if (isDemoBackend(name)) continue;
      expect(listed.some((entry) => entry === name || (entry.endsWith('<ID>') && name.startsWith(entry.replace('<ID>', '')))), `${name} on the cookie notice`).toBe(true);
    }
  });
});
