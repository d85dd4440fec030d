import type { Page } from '@playwright/test';
import { DEMO, expect, openAccountMenu, signInAt, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const group = (page: Page) => nav(page).getByRole('button', { name: 'contrato', exact: true });

const open = async (page: Page, path: string, document: string = DEMO.mariana.document) => {
  await signInAt(page, path, document);
  await expect(page.locator('header')).toBeVisible();
};

/** Picks a layout in the settings drawer, as a customer does. */
const chooseLayout = async (page: Page, layout: 'Vertical' | 'Mini' | 'Horizontal') => {
  await page.getByRole('button', { name: 'Configurações' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurações' });
  await drawer.getByText(layout, { exact: true }).click();
  await expect(drawer.getByRole('radio', { name: layout })).toBeChecked();
  await drawer.getByRole('button', { name: 'Fechar configurações' }).click();
  await expect(drawer).toBeHidden();
};

test.describe('dashboard shell on desktop', () => {
  test('vertical menu: 252 px, 92 px top bar, groups expand and every entry navigates', { tag: '@firefox' }, async ({ page }) => {
    await open(page, '/dashboard/app');
    expect((await page.locator('header').boundingBox())!.height).toBe(92);
    expect((await nav(page).boundingBox())!.width).toBeLessThanOrEqual(252);
    expect((await page.locator('.shell-sidebar').boundingBox())!.width).toBe(252);

    await nav(page).getByRole('link', { name: /Relatório de Economia/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/economy$/);
    await nav(page).getByRole('link', { name: /Relatório de Medição/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/daily$/);
    await expect(group(page)).toHaveAttribute('aria-expanded', 'false');
    await group(page).click();
    await expect(group(page)).toHaveAttribute('aria-expanded', 'true');
    await nav(page).getByRole('link', { name: 'Fatura' }).click();
    await expect(page).toHaveURL(/\/dashboard\/invoice$/);
    await nav(page).getByRole('link', { name: 'Contrato de Adesão' }).click();
    await expect(page).toHaveURL(/\/dashboard\/contract$/);
    await group(page).click();
    await expect(nav(page).getByRole('link', { name: 'Fatura' })).toBeHidden();
    await nav(page).getByRole('link', { name: 'home' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await expect(nav(page).getByRole('link', { name: /Gestão/ })).toHaveCount(0);
  });

  test('mini menu: the side button collapses to 88 px and flyouts open on hover', async ({ page }) => {
    await open(page, '/dashboard/app');
    await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
    await expect(page.locator('.shell-sidebar')).toHaveCSS('width', '88px');
    await group(page).hover();
    await nav(page).getByRole('link', { name: 'Fatura' }).click();
    await expect(page).toHaveURL(/\/dashboard\/invoice$/);
    await page.mouse.move(800, 600);
    await expect(nav(page).getByRole('link', { name: 'Fatura' })).toBeHidden();
    await nav(page).getByRole('link', { name: /Relatório de Medição/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/daily$/);
    await page.reload();
    await expect(page.locator('.shell-sidebar')).toHaveCSS('width', '88px');
    await page.getByRole('button', { name: 'Expandir menu lateral' }).click();
    await expect(page.locator('.shell-sidebar')).toHaveCSS('width', '252px');
  });

  test('horizontal menu: under the top bar, with dropdowns', async ({ page }) => {
    await open(page, '/dashboard/app');
    await chooseLayout(page, 'Horizontal');
    await expect(page.locator('.shell-sidebar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /menu lateral/ })).toHaveCount(0);
    expect((await nav(page).boundingBox())!.y).toBe(92);
    await group(page).hover();
    await nav(page).getByRole('link', { name: 'Contrato de Adesão' }).click();
    await expect(page).toHaveURL(/\/dashboard\/contract$/);
    await nav(page).getByRole('link', { name: /Relatório de Economia/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/economy$/);
    await chooseLayout(page, 'Vertical');
    await expect(page.locator('.shell-sidebar')).toHaveCSS('width', '252px');
  });

  test('Gestão shows only for a manager, and the route guards it', async ({ page }) => {
    await open(page, '/dashboard/management');
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await (await openAccountMenu(page, /Conta de/)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await open(page, '/dashboard/app', DEMO.empty.document);
    await nav(page).getByRole('link', { name: /Gestão/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Loja Savassi/ })).toContainText('Nenhum contrato');
  });

  test('the avatar menu reaches Dados Cadastrais and logs out', { tag: '@firefox' }, async ({ page }) => {
    await open(page, '/dashboard/app');
    // Once the menu has stopped zooming in: a click on a moving link can land beside it.
    await (await openAccountMenu(page, 'Conta de Mariana Souza')).getByRole('link', { name: 'Dados Cadastrais' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dados Cadastrais' })).toBeVisible();
    await expect(page.getByText('11.222.333/0001-81')).toBeVisible();
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL(/\/dashboard\/user\/account$/);
    await (await openAccountMenu(page, 'Conta de Mariana Souza')).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
