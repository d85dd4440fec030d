import type { Page } from '@playwright/test';
import { chooseUnitInPicker, DEMO, expect, expectNoA11yViolations, signInAt, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(menu(page)).toBeVisible();
  return menu(page);
};

/** Follows one menu entry and checks the page and that the menu closed. */
const follow = async (page: Page, name: string, url: RegExp) => {
  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name }).click();
  await expect(page).toHaveURL(url);
  await expect(menu(page)).toBeHidden();
};

test.describe('dashboard shell on a phone (390×844)', () => {
  test('top bar of 64 px; back arrow everywhere but the app home', async ({ page }) => {
    await signInAt(page, '/dashboard/app');
    await expect(page.locator('header')).toBeVisible();
    expect((await page.locator('header').boundingBox())!.height).toBe(64);
    await expect(page.getByRole('button', { name: 'Voltar à página anterior' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Mariana Souza' })).toHaveText('MA');
    await follow(page, 'Ver contrato', /\/dashboard\/contract$/);
    await page.getByRole('button', { name: 'Voltar à página anterior' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('the full-width menu holds every entry, and each one works', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAt(page, '/dashboard/app');
    const drawer = await openMenu(page);
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBeCloseTo(390, 0);
    for (const heading of ['Perfil', 'Contrato', 'Relatório de Economia', 'Relatório de Medição']) {
      await expect(drawer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(drawer.getByText('2.8.69', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Ver unidades da conta' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await drawer.getByRole('button', { name: 'Fechar' }).click();
    await expect(menu(page)).toBeHidden();

    await follow(page, 'Dados Cadastrais', /\/dashboard\/user\/account$/);
    await follow(page, 'Ver contrato', /\/dashboard\/contract$/);
    await follow(page, 'Ver fatura', /\/dashboard\/invoice$/);
    await follow(page, 'Ver relatório de economia', /\/dashboard\/economy$/);
    await follow(page, 'Ver relatório de medição', /\/dashboard\/daily$/);

    await (await openMenu(page)).getByRole('button', { name: 'Voltar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/economy$/);
    await expect(menu(page)).toBeHidden();

    await (await openMenu(page)).getByRole('button', { name: 'Mudar unidade de consumo' }).click();
    const picker = await chooseUnitInPicker(page, 'Depósito Betim');
    await picker.getByRole('button', { name: 'Continuar' }).click();
    await expect(picker).toBeHidden();
    await expect((await openMenu(page)).getByText('Depósito Betim')).toBeVisible();

    await menu(page).getByRole('button', { name: 'Configurações' }).click();
    await expect(page.getByRole('dialog', { name: 'Configurações' })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar configurações' }).click();

    await (await openMenu(page)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a manager also finds Gestão in the menu', async ({ page }) => {
    await signInAt(page, '/dashboard/app', DEMO.empty.document);
    await follow(page, 'Ver unidades da conta', /\/dashboard\/management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible();
  });
});
