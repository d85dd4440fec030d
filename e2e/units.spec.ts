import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { fileSavedBy } from './download';
import { DEMO, expect, MOTION, signIn, signInAt, test } from './fixtures';

/** Decisions §9 from the customer's side: a 240-store chain, 'Todas as unidades', the picker, the payee and the reminder. */

const unitButton = (page: Page) => page.getByRole('button', { name: /^Unidade de consumo/ });
const picker = (page: Page) => page.getByRole('dialog', { name: 'Unidade de consumo' });
const bodyRows = (page: Page) => page.locator('table tbody tr:not([aria-hidden])');
/** Units the table holds, drawn or not (it draws the rows in and near its view). */
const unitCount = (page: Page) => page.locator('table').getAttribute('aria-rowcount').then((count) => Number(count) - 2);

/** The login screen offers the chain among its demo accounts; 'Usar' fills the form. */
const signInAsChain = async (page: Page) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: `Usar a conta de ${DEMO.chain.name}` }).click();
  await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toHaveValue(DEMO.chain.document);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/dashboard\//);
};

test.describe('a 240-unit account on a large screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("'Todas as unidades' lists every unit with a total, searches without accents, sorts and exports", { tag: '@firefox' }, async ({ page }) => {
    await signInAsChain(page);
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /Todas as unidades/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/units$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Todas as unidades' })).toBeVisible();
    await expect.poll(() => unitCount(page)).toBe(240);
    await expect(page.getByText('240 unidades', { exact: true })).toBeVisible();
    // The 'Total' row stays in view at the bottom of the table's box.
    await expect(page.locator('tfoot').getByRole('rowheader', { name: 'Total' })).toBeInViewport();
    // Only the rows near the box's view are drawn; scrolling the box to its end draws the last unit.
    expect(await bodyRows(page).count()).toBeLessThan(60);
    await page.getByRole('region', { name: 'Tabela de unidades' }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(page.getByRole('rowheader', { name: /^Loja 240 — / })).toBeInViewport();
    await expect(page.getByRole('row', { name: /^Loja 240 — / })).toHaveAttribute('aria-rowindex', '241');

    await page.getByLabel('Buscar unidade').fill('sao jose dos campos');
    await expect(bodyRows(page)).toHaveCount(4);
    await expect(bodyRows(page).first()).toContainText('São José dos Campos/SP');
    await expect(page.getByText('4 unidades', { exact: true })).toBeVisible();

    const file = await fileSavedBy(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
    expect(file.name).toBe('todas-as-unidades.csv');
    const lines = file.bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toMatch(/^Total;;/);

    await page.getByLabel('Buscar unidade').fill('');
    await expect.poll(() => unitCount(page)).toBe(240);
    const openHeader = page.getByRole('columnheader', { name: 'Em aberto' });
    await openHeader.getByRole('button').click();
    await expect(openHeader).toHaveAttribute('aria-sort', 'descending');
    const amounts = await page.locator('table tbody tr td:nth-of-type(2)').allInnerTexts();
    const values = amounts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  test("'Ver faturas' from the keyboard selects the unit as the picker does and opens its invoices", async ({ page }) => {
    await signInAsChain(page);
    await page.goto('/dashboard/units');
    await expect.poll(() => unitCount(page)).toBe(240);
    // Tab walks the rows past the box's first view: each 'Ver faturas' is drawn before the focus reaches it.
    await page.getByRole('button', { name: /^Ver faturas de Loja 001 / }).focus();
    for (let presses = 0; presses < 24; presses += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Ver faturas de Loja 025 / })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Ver faturas de Loja 025 / })).toBeInViewport();
    const search = page.getByLabel('Buscar unidade');
    await search.focus();
    await page.keyboard.type('loja 042');
    await expect(bodyRows(page)).toHaveCount(1);
    const name = (await bodyRows(page).first().getByRole('rowheader').innerText()).trim();
    // Search, then the two filters, Exportar CSV, the table's region and its ten sort buttons, then the row's action.
    const view = page.getByRole('button', { name: `Ver faturas de ${name}` });
    for (let presses = 0; presses < 16 && !(await view.evaluate((el) => el === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/invoice$/);
    await expect(page.getByText(`Faturas de ${name}`)).toBeVisible();
    await expect(unitButton(page)).toContainText(name);
    await expect(unitButton(page)).toContainText('42 de 240');
  });

  test('switches unit in three clicks: open, choose, Continuar; the list opens on the unit in use', { tag: '@firefox' }, async ({ page }) => {
    await signInAsChain(page);
    await page.goto('/dashboard/invoice');
    await expect(page.getByText(/^Faturas de Loja 001 — /)).toBeVisible();
    await unitButton(page).click();
    await expect(picker(page)).not.toHaveClass(MOTION);
    const current = picker(page).locator('.ant-select-item-option-selected');
    await expect(current).toBeInViewport();
    await expect(current).toHaveText(/^Loja 001 — /);
    await picker(page).getByTitle(/^Loja 003 — /).click();
    await picker(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(picker(page)).toBeHidden();
    await expect(unitButton(page)).toContainText('3 de 240');
    await expect(page.getByText(/^Faturas de Loja 003 — /)).toBeVisible();
  });

  test('switches unit from the keyboard: Enter, a search, Enter, Enter', async ({ page }) => {
    await signInAsChain(page);
    await unitButton(page).focus();
    await page.keyboard.press('Enter');
    const combobox = picker(page).getByRole('combobox', { name: 'Unidade de Consumo' });
    await expect(combobox).toBeFocused();
    await page.keyboard.type('palmas');
    await expect(picker(page).locator('.ant-select-item-option-active')).toContainText('Palmas/TO');
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(picker(page)).toBeHidden();
    await expect(unitButton(page)).toContainText('Palmas/TO');
  });

  test("shows the payee beside an open invoice's codes and downloads its reminder as fatura-<AAAA-MM>.ics", { tag: '@firefox' }, async ({ page }) => {
    await signInAsChain(page);
    await page.goto('/dashboard/invoice');
    const toPay = page.locator('li').filter({ hasText: 'Código de barras' }).first();
    await expect(toPay.getByText('Beneficiário: AURORA ENERGIA COM SA · CNPJ 12.345.678/0001-95')).toBeVisible();
    const reference = (await toPay.getByText(/^Fatura \d{2}\/\d{4}$/).innerText()).slice(-7);
    const file = await fileSavedBy(page, () => toPay.getByRole('button', { name: `Adicionar ao calendário o vencimento da Fatura ${reference}` }).click());
    expect(file.name).toBe(`fatura-${reference.slice(3)}-${reference.slice(0, 2)}.ics`);
    const event = new ICAL.Component(ICAL.parse(file.bytes.toString('utf8'))).getFirstSubcomponent('vevent')!;
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true);
    expect(String(event.getFirstPropertyValue('description'))).toContain('Linha digitável do boleto:');
    expect(String(event.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger'))).toBe('-P1D');
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header shows the unit in use, and switching from it takes three taps', async ({ page }) => {
    await signIn(page, DEMO.chain.document);
    const bar = unitButton(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('1 de 240');
    await bar.click();
    await expect(picker(page)).not.toHaveClass(MOTION);
    await picker(page).getByTitle(/^Loja 002 — /).click();
    await picker(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(bar).toContainText('2 de 240');
  });

  test("'Trocar unidade' does not cover the title on Dados Cadastrais", async ({ page }) => {
    await signInAt(page, '/dashboard/user/account');
    const title = page.getByRole('heading', { level: 2, name: 'Unidades de consumo' });
    const button = page.getByRole('button', { name: 'Trocar unidade' });
    await title.scrollIntoViewIfNeeded();
    const [a, b] = [await title.boundingBox(), await button.boundingBox()];
    const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap).toBe(false);
    // The whole title shows: its box is as wide as its text.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test("'Todas as unidades' scrolls sideways inside its own box, never the page", async ({ page }) => {
    await signInAt(page, '/dashboard/units', DEMO.chain.document);
    await expect.poll(() => unitCount(page)).toBe(240);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByRole('region', { name: 'Tabela de unidades' })).toBeVisible();
  });
});

test('the menu offers Todas as unidades to an account with several units only', async ({ page }) => {
  await signIn(page, DEMO.mariana.document);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: /Todas as unidades/ })).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.empty.document);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: /home/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Todas as unidades/ })).toHaveCount(0);
});
