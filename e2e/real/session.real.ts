import { DEMO, signIn } from '../fixtures';
import { expect, test } from './fixtures';
import { nextAnswer } from './helpers';

test.describe('session lifetime over HTTP', () => {
  // Real time, not Playwright's clock: the server issues the tokens, so both clocks must agree.
  // `short-token` makes them expire after 6 minutes, so the refresh runs after 1 minute.
  test('"Manter conectado": the refresh goes out with the cookie and the customer stays, across a reload too', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/auth/login?scenario=short-token');
    await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const refresh = await nextAnswer(page, '/v1/auth/refresh-token', 90_000);
    expect(refresh.status()).toBe(200);
    expect(await refresh.request().headerValue('cookie')).toMatch(/aurora_refresh=sid\./);
    expect(await refresh.json()).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Bem - Vindo\(a\)/ })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('without it, the session ends before the token expires and the login says so', async ({ page }) => {
    await page.clock.install();
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.clock.fastForward('55:01');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toBeVisible();
  });
});
