import type { Page } from '@playwright/test';
import { DEMO, expect, MOTION, signIn, test } from './fixtures';
import { expectNoA11yViolations } from './axe';

/** Every customer route, reached the way a customer does: through search (and one link). */
const DESTINATIONS: [string, RegExp][] = [
  ['home', /\/dashboard\/app$/],
  ['Contrato de Adesão', /\/dashboard\/contract$/],
  ['Fatura', /\/dashboard\/invoice$/],
  ['Relatório de Economia', /\/dashboard\/economy$/],
  ['Relatório de Medição', /\/dashboard\/daily$/],
  ['Dados Cadastrais', /\/dashboard\/user\/account$/],
  ['Perfil', /\/dashboard\/user\/profile$/],
];

/**
 * Waits until nothing is loading or about to animate, so axe sees what a person sees: no element still in antd's motion
 * classes (a popup about to zoom in has them a frame before its animation runs, half transparent, and axe read its text
 * as too faint). Running animations axe waits for itself.
 */
const quiet = async (page: Page) => {
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(
    (motion) => ![...document.querySelectorAll('[class]')].some((element) => new RegExp(motion).test(element.getAttribute('class') ?? '')),
    MOTION.source,
  );
};

const scan = async (page: Page) => {
  await quiet(page);
  await expectNoA11yViolations(page);
};

const settle = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('#conteudo h1').first()).toBeVisible();
  await quiet(page);
};

const visit = async (page: Page, title: string, url: RegExp) => {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar' });
  await expect(input).toBeFocused();
  await input.fill(title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  // The search dialog closes with an animation: scan the page once it has gone, not while it fades.
  await expect(page.getByRole('dialog', { name: 'Buscar no portal' })).toBeHidden();
  await expect(page.locator('#conteudo h1').first()).toBeVisible();
};

/** Visits every route and scans it; the edit page through the profile's link, Gestão by address. */
const scanEveryRoute = async (page: Page) => {
  for (const [title, url] of DESTINATIONS) {
    await visit(page, title, url);
    await scan(page);
  }
  await page.getByRole('link', { name: /Como alterar meus dados/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar dados do usuário' })).toBeVisible();
  await scan(page);
};

test.describe('accessibility of every dashboard route', () => {
  // The light theme on every route, desktop and phone, for each demo account, is a11y-sweep.spec.ts's.
  test('no axe 4.14 violations of any impact in the settings drawer, then on any route in the dark theme', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.mariana.document);
    await settle(page, '/dashboard/management');
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await page.getByRole('button', { name: 'Configurações' }).click();
    // The drawer's code loads on the first press: scanned before it is there, `quiet` finds no motion yet, and axe
    // reads the panel halfway through its slide (its text over the page's mask: 'color-contrast', seen under load).
    await expect(page.getByRole('dialog', { name: 'Configurações' })).toBeVisible();
    await scan(page);
    await page.getByRole('dialog', { name: 'Configurações' }).getByText('Escuro', { exact: true }).click();
    await page.getByRole('button', { name: 'Fechar configurações' }).click();
    await expect(page.getByRole('dialog', { name: 'Configurações' })).toBeHidden();
    await scan(page);
    await scanEveryRoute(page);
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
