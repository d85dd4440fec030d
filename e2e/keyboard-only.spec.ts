import type { Locator, Page } from '@playwright/test';
import { fileSavedBy } from './download';
import { DEMO, expect, test } from './fixtures';

/** Issue 8 item 7: log in, switch the unit and download an invoice with the keyboard alone (no mouse). */

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
const tabTo = async (page: Page, target: Locator, { backwards = false, max = 80 } = {}) => {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

/** Opens a focused antd select with the keyboard and moves to the option with `name`, then picks it. */
const chooseOption = async (page: Page, name: string | RegExp) => {
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(active).toHaveCount(1);
  const matches = async () => {
    const text = (await active.innerText()).trim();
    return typeof name === 'string' ? text === name : name.test(text);
  };
  for (let moves = 0; moves < 10 && !(await matches()); moves += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toHaveText(name);
  await page.keyboard.press('Enter');
};

test.describe('keyboard only (desktop 1440×900)', () => {
  test('log in, switch the unit, open Fatura and download a nota fiscal', { tag: '@firefox' }, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/auth/login');
    await expect(page.locator('#conteudo')).toBeVisible();

    await tabTo(page, page.getByLabel('CPF ou CNPJ', { exact: true }));
    await page.keyboard.type('11222333000181');
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toHaveValue(DEMO.mariana.document);
    await tabTo(page, page.getByLabel('Senha', { exact: true }));
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');

    // One step: the app home on the first unit (no unit used before on this device).
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const unitButton = page.getByRole('button', { name: /Unidade de consumo/ });
    await expect(unitButton).toContainText('Loja Centro');

    // Switch the unit from the top bar.
    await tabTo(page, unitButton);
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Unidade de consumo' });
    await expect(picker).toBeVisible();
    await tabTo(page, picker.getByRole('combobox', { name: 'Unidade de Consumo' }));
    await chooseOption(page, 'Fábrica Contagem');
    await tabTo(page, picker.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: /Unidade de consumo\s*Fábrica Contagem/ })).toBeVisible();

    // Fatura lives under the 'contrato' group of the side navigation.
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const fatura = nav.getByRole('link', { name: /Fatura/ });
    if (!(await fatura.isVisible())) {
      const group = nav.getByRole('button', { name: /contrato/i });
      await tabTo(page, group);
      await page.keyboard.press('Enter');
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }
    await tabTo(page, fatura);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/invoice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fatura' })).toBeVisible();
    // Invoices follow the unit (decisions §9): the factory has none; back to Loja Centro, whose invoices these are.
    await expect(page.getByText('Faturas de Fábrica Contagem')).toBeVisible();
    await expect(page.getByText('Nenhuma Fatura encontrada.')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: /Unidade de consumo\s*Fábrica Contagem/ }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('combobox', { name: 'Unidade de Consumo' })).toBeFocused();
    await page.keyboard.type('loja centro');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(page.getByText('Faturas de Loja Centro')).toBeVisible();

    const download = page.getByRole('button', { name: /^Baixar nota fiscal da Fatura / }).first();
    await expect(download).toBeEnabled();
    await tabTo(page, download);
    const file = await fileSavedBy(page, () => page.keyboard.press('Enter'));
    expect(file.name).toMatch(/^nota-fiscal-\d{2}-\d{4}\.pdf$/);
  });
});
