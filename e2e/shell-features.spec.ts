import type { Page } from '@playwright/test';
import { chooseUnitInPicker, DEMO, expect, signIn, test } from './fixtures';
import { watchSentBodies } from './sentBodies';

const open = async (page: Page, path: string) => {
  await signIn(page, DEMO.mariana.document);
  await page.goto(path);
  await expect(page.locator('header')).toBeVisible();
};

const openSearch = async (page: Page) => {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog', { name: 'Buscar no portal' }).getByRole('combobox', { name: 'Buscar' });
  await expect(input).toBeFocused();
  return input;
};

test.describe('search, unit picker and settings', () => {
  test('search works from the keyboard alone', async ({ page }) => {
    await open(page, '/dashboard/app');
    const dialog = page.getByRole('dialog', { name: 'Buscar no portal' });
    await openSearch(page);
    await expect(dialog.getByText('Digite o que você procura', { exact: true })).toBeVisible();

    await page.keyboard.type('relatorio');
    const options = dialog.getByRole('group', { name: 'Energia' }).getByRole('option');
    await expect(options).toHaveCount(2);
    await expect(options.nth(0).locator('mark')).toHaveText('Relatório');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/daily$/);
    await expect(dialog).toBeHidden();

    await openSearch(page);
    await page.keyboard.type('xyz');
    await expect(dialog.getByText('Nada encontrado', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText('Nenhum resultado para "xyz". Verifique a grafia ou use palavras completas.', { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('Meta+k');
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('FATURA');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/invoice$/);
  });

  test('a unit switch changes the contracts shown, only after Continuar', { tag: '@firefox' }, async ({ page }) => {
    await open(page, '/dashboard/contract');
    await expect(page.getByText('AUR-2022-0187').first()).toBeVisible();
    // The contracts screen asks for the selected unit only: from here on, every request is recorded.
    const bodies = await watchSentBodies(page, '/v1/Account/my-contracts');

    await page.getByRole('button', { name: /Unidade de consumo\s*Loja Centro/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Unidade de consumo' }).getByText('Selecione o contrato e o unidade de consumo que deseja consultar.'),
    ).toBeVisible();
    const picker = await chooseUnitInPicker(page, 'Fábrica Contagem');
    await expect(page.getByText('AUR-2022-0187').first()).toBeAttached();
    expect(await bodies()).toEqual([]);

    await picker.getByRole('button', { name: 'Continuar' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText('AUR-2023-0311').first()).toBeVisible();
    await expect(page.getByText('AUR-2022-0187')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Unidade de consumo\s*Fábrica Contagem/ })).toBeVisible();
    expect(await bodies()).toEqual([expect.objectContaining({ physicalAssetId: 'ua-fabrica-contagem' })]);
  });

  test('dark mode applies at once, survives a reload and reaches a second tab', { tag: '@firefox' }, async ({ page, context }) => {
    await open(page, '/dashboard/app');
    const second = await context.newPage();
    await second.goto('/dashboard/contract');
    await expect(second.locator('header')).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Configurações' }).click();
    const drawer = page.getByRole('dialog', { name: 'Configurações' });
    await drawer.getByText('Escuro', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(20, 20, 20)');

    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('header')).toHaveCSS('background-color', 'rgb(20, 20, 20)');

    await drawer.getByText('Roxo', { exact: true }).click();
    await drawer.getByText('RTL', { exact: true }).click();
    await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await second.close();
  });

  test('everything in the shell is reachable by keyboard', async ({ page }) => {
    await open(page, '/dashboard/app');
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#conteudo')).toBeFocused();

    await page.reload();
    await expect(page.locator('header')).toBeVisible();
    const reached = new Set<string>();
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return (el.getAttribute('aria-label') ?? el.innerText).replace(/\s+/g, ' ').trim();
      }));
    }
    for (const name of ['Aurora Energia', 'Configurações', 'Conta de Mariana Souza, iniciais MA', 'Recolher menu lateral', 'home', 'contrato']) {
      expect([...reached]).toContain(name);
    }
    expect([...reached].some((name) => name.startsWith('Buscar'))).toBe(true);
    expect([...reached].some((name) => name.startsWith('Unidade de consumo'))).toBe(true);
    expect([...reached].some((name) => name.startsWith('Relatório de Medição'))).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const group = nav.getByRole('button', { name: 'contrato', exact: true });
    await group.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Fatura' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/invoice$/);

    await page.getByRole('button', { name: 'Conta de Mariana Souza' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Início' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Dados Cadastrais' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Conta de Mariana Souza' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Dados Cadastrais' })).toBeHidden();

    await page.getByRole('button', { name: 'Recolher menu lateral' }).focus();
    await page.keyboard.press('Enter');
    await group.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Contrato de Adesão' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/contract$/);
  });
});
