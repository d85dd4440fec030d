import { DEMO, openAccountMenu, signIn } from '../fixtures';
import { expect, test } from './fixtures';
import { CLIENT_KEY, nextAnswer, recordRequests, refreshCookieOf, REFRESH_COOKIE, serviceWorkerRegistrations } from './helpers';

test.describe('signing in and out over HTTP (nginx → demo API)', () => {
  test("login with 'Manter conectado': the client key goes out, the refresh session comes back as an HttpOnly, SameSite=Strict cookie for the refresh path alone, calls carry the bearer token", async ({ page, context }) => {
    const contracts = recordRequests(page, '/v1/Account/my-contracts');
    await page.goto('/auth/login');
    expect(await serviceWorkerRegistrations(page)).toBe(0);
    await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
    const login = nextAnswer(page, '/v1/Auth/login');
    await signIn(page, DEMO.empty.document);
    const answer = await login;
    expect(answer.status()).toBe(200);
    expect(await answer.request().headerValue('x-client-access')).toBe(CLIENT_KEY);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    expect(await refreshCookieOf(context)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth/refresh-token' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(REFRESH_COOKIE);
    await expect.poll(() => contracts.length).toBeGreaterThan(0);
    expect(await contracts[0]!.headerValue('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await serviceWorkerRegistrations(page)).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });

  test("login without 'Manter conectado': no refresh cookie at all (decisions §9)", async ({ page, context }) => {
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    expect(await refreshCookieOf(context)).toBeUndefined();
  });

  test("MFA with 'Manter conectado': the password step asks for the e-mailed code, and the code signs in", async ({ page, context }) => {
    await page.goto('/auth/login');
    await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
    await signIn(page, DEMO.carlos.document);
    await expect(page).toHaveURL(/\/auth\/verify\//);
    expect(await refreshCookieOf(context)).toBeUndefined();
    await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
    const verify = nextAnswer(page, '/v1/Auth/mfa/verify');
    await page.getByRole('button', { name: 'Verificar' }).click();
    expect((await verify).status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    expect(await refreshCookieOf(context)).toMatchObject({ httpOnly: true });
  });

  test('Sair: the server ends the session and clears the cookie; the old session cannot refresh', async ({ page, context }) => {
    await page.goto('/auth/login');
    await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const session = (await refreshCookieOf(context))?.value;
    expect(session).toBeTruthy();
    const logout = nextAnswer(page, '/v1/Auth/logout');
    await (await openAccountMenu(page)).getByRole('button', { name: 'Sair' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await refreshCookieOf(context)).toBeUndefined();
    const replay = await page.request.post('/v1/auth/refresh-token', {
      headers: { 'X-Client-Access': CLIENT_KEY, Cookie: `${REFRESH_COOKIE}=${session}` },
    });
    expect(replay.status()).toBe(401);
  });

  test('first access with a document that has an account: the 409 text is shown as it is', async ({ page }) => {
    await page.goto('/auth/first-access');
    await page.getByLabel('CPF ou CNPJ*').fill(DEMO.mariana.document);
    await page.getByLabel('Email').fill('mariana.souza@exemplo.com.br');
    const answer = nextAnswer(page, '/v1/Auth/first-access');
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByRole('alert')).toContainText('Já existe um acesso cadastrado para este CPF/CNPJ.');
  });
});
