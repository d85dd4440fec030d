import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

const CUSTOMER_ROUTES = [
  '/dashboard/app',
  '/dashboard/contract',
  '/dashboard/invoice',
  '/dashboard/economy',
  '/dashboard/daily',
  '/dashboard/user/account',
  '/dashboard/user/profile',
  '/dashboard/user/acc-mariana-souza/edit',
  '/dashboard/management',
];

/** Waits until nothing is loading or animating, so axe sees what a person sees. */
const quiet = async (page: Page) => {
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
};

const settle = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('#conteudo h1').first()).toBeVisible();
  await quiet(page);
};

const scan = async (page: Page) => {
  await quiet(page);
  await expectNoSeriousA11yViolations(page);
};

test.describe('accessibility of every dashboard route', () => {
  test('no serious or critical axe violations on any route, light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.mariana.document);
    for (const path of CUSTOMER_ROUTES) {
      await settle(page, path);
      await scan(page);
    }
    await page.getByRole('button', { name: 'Configurações' }).click();
    await scan(page);
    await page.getByRole('dialog', { name: 'Configurações' }).getByText('Escuro', { exact: true }).click();
    await page.getByRole('button', { name: 'Fechar configurações' }).click();
    await expect(page.getByRole('dialog', { name: 'Configurações' })).toBeHidden();
    for (const path of CUSTOMER_ROUTES) {
      await settle(page, path);
      await scan(page);
    }
  });

  test('a manager’s Gestão page, the open menus and dialogs, and the mini and horizontal layouts', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.empty.document);
    await settle(page, '/dashboard/management');
    await scan(page);

    await page.getByRole('button', { name: /Conta de/ }).click();
    await expect(page.getByRole('link', { name: 'Dados Cadastrais' })).toBeVisible();
    await scan(page);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Buscar' }).fill('rel');
    await scan(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Unidade de consumo/ }).click();
    await expect(page.getByRole('dialog', { name: 'Unidade de consumo' })).toBeVisible();
    await scan(page);
    await page.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
    await page.getByRole('button', { name: 'contrato', exact: true }).hover();
    await scan(page);

    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('dialog', { name: 'Configurações' }).getByText('Horizontal', { exact: true }).click();
    await page.getByRole('button', { name: 'Fechar configurações' }).click();
    await expect(page.getByRole('dialog', { name: 'Configurações' })).toBeHidden();
    await page.getByRole('button', { name: 'contrato', exact: true }).hover();
    await scan(page);
  });
});
