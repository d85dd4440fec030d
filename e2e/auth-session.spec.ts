import type { Page } from '@playwright/test';
import { DEMO, expect, readStoreState, signIn, test } from './fixtures';

const START = new Date('2025-06-10T09:00:00-03:00').getTime();
const HOUR = 60 * 60 * 1000;

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

const signInKeepingConnected = async (page: Page, document: string) => {
  await page.goto('/auth/login');
  await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
  await signIn(page, document);
};

test.describe('session expiry (browser clock)', () => {
  test('without "Manter conectado": 5 minutes before exp the session ends and login says so once', async ({ page }) => {
    await page.clock.install({ time: START });
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.clock.fastForward('54:00');
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.clock.fastForward('01:01');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // History was replaced: Back does not reopen the dashboard.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/dashboard/);
    await page.goto('/auth/login');
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toBeVisible();
    await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toHaveCount(0);
  });

  test('with "Manter conectado": the token is refreshed before it expires and the customer stays', { tag: '@firefox' }, async ({ page }) => {
    await page.clock.install({ time: START });
    await signInKeepingConnected(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const first = await storedToken(page);
    await page.clock.fastForward('55:01');
    await expect.poll(() => storedToken(page)).not.toBe(first);
    const second = await storedToken(page);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.clock.fastForward('01:00:00');
    await expect.poll(() => storedToken(page)).not.toBe(second);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    expect((await readStoreState(page))?.session).toMatchObject({ status: 'signedIn' });
  });

  test('with "Manter conectado" but a refresh the server refuses, the session ends as on expiry', async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto('/auth/login?scenario=refresh-fails');
    await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.clock.fastForward('55:01');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toBeVisible();
  });
});

test.describe('coming back later (page reloaded, demo backend memory gone)', () => {
  test('with "Manter conectado" the customer is still signed in two hours later', { tag: '@firefox' }, async ({ page }) => {
    await page.clock.install({ time: START });
    await signInKeepingConnected(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    // The customer leaves the portal and comes back two hours later: a fresh page, demo backend included.
    await page.goto('about:blank');
    await page.clock.setSystemTime(START + 2 * HOUR);
    const later = page;
    await later.goto('/dashboard/invoice');
    await expect.poll(async () => (await readStoreState(later))?.session).toMatchObject({ status: 'signedIn' });
    await expect(later).toHaveURL(/\/dashboard\/invoice$/);
    const token = await storedToken(later);
    const exp = await later.evaluate((value) => JSON.parse(atob((value ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp as number, token);
    expect(exp * 1000).toBeGreaterThan(START + 2 * HOUR);
  });

  test('without it, the customer has to sign in again', async ({ page }) => {
    await page.clock.install({ time: START });
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    // The customer leaves the portal and comes back two hours later: a fresh page, demo backend included.
    await page.goto('about:blank');
    await page.clock.setSystemTime(START + 2 * HOUR);
    const later = page;
    await later.goto('/dashboard/invoice');
    await expect(later).toHaveURL(/\/auth\/login$/);
    await signIn(later, DEMO.empty.document);
    await expect(later).toHaveURL(/\/dashboard\/invoice$/);
  });
});
