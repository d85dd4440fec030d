import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

const START = new Date('2025-06-10T09:00:00-03:00').getTime();
const RESTART = 'Não foi possível continuar a verificação do código. Entre novamente para receber um novo código.';

const reachVerify = async (page: Page) => {
  await signIn(page, DEMO.carlos.document);
  await expect(page).toHaveURL(/\/auth\/verify\//);
  await expect(page.getByLabel('Código de verificação')).toBeVisible();
};

test.describe('the e-mail code step (issue 18)', () => {
  test('a reload of the verify page keeps the step, and the code then signs in', { tag: '@firefox' }, async ({ page }) => {
    await reachVerify(page);
    const verifyUrl = page.url();
    await page.reload();
    await expect(page).toHaveURL(verifyUrl);
    await expect(page.getByText('ca*********@ex*****.com.br')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    expect(await page.evaluate(() => sessionStorage.getItem('mfaStep'))).toBeNull();
  });

  test('a step past its 10 minutes lands on the login with the notice, once', async ({ page }) => {
    await page.clock.install({ time: START });
    await reachVerify(page);
    await page.clock.fastForward('10:01');
    await page.reload();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText(RESTART)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toBeVisible();
    await expect(page.getByText(RESTART)).toHaveCount(0);
  });

  test("'Reenviar código' is disabled for 60 s after each send, with the seconds shown", async ({ page }) => {
    await page.clock.install({ time: START });
    await reachVerify(page);
    await expect(page.getByRole('button', { name: /^Reenviar código \((59|60) s\)$/ })).toBeDisabled();
    await page.clock.fastForward('00:30');
    await expect(page.getByRole('button', { name: /^Reenviar código \((29|30) s\)$/ })).toBeDisabled();
    await page.clock.fastForward('00:31');
    const resend = page.getByRole('button', { name: 'Reenviar código', exact: true });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: 'Enviamos um novo código' })).toHaveText(
      'Enviamos um novo código para ca*********@ex*****.com.br.',
    );
    await expect(page.getByRole('button', { name: /^Reenviar código \((59|60) s\)$/ })).toBeDisabled();
    await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });
});
