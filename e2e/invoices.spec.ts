import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

/** Opens the app with a demo scenario and waits for it to boot, so the scenario is stored for the tab. */
const withScenario = async (page: Page, scenario: string) => {
  await page.goto(`/auth/login?scenario=${scenario}`);
  await expect(page.getByLabel('CPF ou CNPJ')).toBeVisible();
};

const openInvoices = async (page: Page, document: string = DEMO.mariana.document) => {
  await signIn(page, document);
  await page.goto('/dashboard/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Fatura' })).toBeVisible();
};

const MONTHS = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];
/**
 * The demo's invoice `monthsBack` months before today: 1 has everything, 2 has a PNG boleto,
 * 3 has no boleto, 6 has no nota fiscal.
 */
const ref = (monthsBack: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 28));
  const month = date.getUTCMonth();
  const mm = String(month + 1).padStart(2, '0');
  const year = date.getUTCFullYear();
  return { text: `${mm}/${year}`, file: `${mm}-${year}`, label: `${MONTHS[month]} de ${year}` };
};

const savedFile = async (download: Download) => {
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 4).toString('latin1') };
};
const PDF = '%PDF';
const PNG = '\x89PNG';

const downloadBy = async (page: Page, button: Locator) => {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return savedFile(download);
};

test.describe('invoices on a large screen', () => {
  const row = (page: Page, monthsBack: number) => page.getByRole('row').filter({ hasText: ref(monthsBack).text });

  test('table with Referência, Nota Fiscal and Boleto, newest first, and a year filter', async ({ page }) => {
    await openInvoices(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Referência', 'Nota Fiscal', 'Boleto']);
    const firstCells = table.getByRole('row').filter({ has: page.getByRole('cell') }).locator('td:first-child');
    await expect(firstCells.nth(0)).toHaveText(ref(1).text);
    await expect(firstCells.nth(1)).toHaveText(ref(2).text);
    await expect(firstCells.nth(2)).toHaveText(ref(3).text);

    const filter = page.getByRole('radiogroup', { name: 'Filtrar faturas por ano' });
    const oldestYear = ref(14).text.slice(3);
    await filter.getByText(oldestYear).click();
    await expect(firstCells.first()).toHaveText(new RegExp(`/${oldestYear}$`));
    await expect(page.getByRole('cell', { name: ref(1).text, exact: true })).toHaveCount(0);
  });

  test('downloads a nota fiscal (.pdf) and boletos with their real extension (.pdf and .png)', async ({ page }) => {
    await openInvoices(page);
    expect(await downloadBy(page, row(page, 1).getByRole('button', { name: `Baixar nota fiscal de ${ref(1).text}` }))).toEqual({
      name: `nota-fiscal-${ref(1).file}.pdf`,
      head: PDF,
    });
    expect(await downloadBy(page, row(page, 1).getByRole('button', { name: `Baixar boleto de ${ref(1).text}` }))).toEqual({
      name: `boleto-${ref(1).file}.pdf`,
      head: PDF,
    });
    expect(await downloadBy(page, row(page, 2).getByRole('button', { name: `Baixar boleto de ${ref(2).text}` }))).toEqual({
      name: `boleto-${ref(2).file}.png`,
      head: PNG,
    });
  });

  test('disabled buttons follow the table rule: the boleto button goes by the nota fiscal field', async ({ page }) => {
    await openInvoices(page);
    // No nota fiscal: both buttons disabled, and the row says why.
    await expect(row(page, 6).getByRole('button', { name: `Baixar nota fiscal de ${ref(6).text}` })).toBeDisabled();
    await expect(row(page, 6).getByRole('button', { name: `Baixar boleto de ${ref(6).text}` })).toBeDisabled();
    await expect(row(page, 6).getByText('Indisponível')).toHaveCount(2);
    // No boleto but a nota fiscal: the table enables the boleto (spec §5), and the download says it is missing.
    const boleto = row(page, 3).getByRole('button', { name: `Baixar boleto de ${ref(3).text}` });
    await expect(boleto).toBeEnabled();
    await boleto.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Arquivo não encontrado' })).toBeVisible();
  });

  test('files-missing: every download button is disabled', async ({ page }) => {
    await withScenario(page, 'files-missing');
    await openInvoices(page);
    await expect(page.getByRole('cell', { name: ref(1).text, exact: true })).toBeVisible();
    const buttons = page.getByRole('button', { name: /^Baixar (nota fiscal|boleto) de/ });
    await expect(buttons).toHaveCount(24);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
  });

  test("empty account: 'Nenhuma Fatura encontrada.'", async ({ page }) => {
    await openInvoices(page, DEMO.empty.document);
    await expect(page.getByText('Nenhuma Fatura encontrada.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('axe: no serious or critical violations on /dashboard/invoice', async ({ page }) => {
    await openInvoices(page);
    await expect(page.getByRole('cell', { name: ref(1).text, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('axe: dark mode keeps /dashboard/invoice clean (chips, dots, disabled buttons)', async ({ page }) => {
  // The settings slice is persisted by redux-persist under 'persist:settings', one JSON value per key.
  await page.addInitScript(() => {
    if (!localStorage.getItem('persist:settings')) {
      localStorage.setItem('persist:settings', JSON.stringify({ themeMode: '"dark"', _persist: '{"version":-1,"rehydrated":true}' }));
    }
  });
  await openInvoices(page);
  await expect(page.getByRole('cell', { name: ref(1).text, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoSeriousA11yViolations(page);
});

test.describe('invoices on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const tile = (page: Page, monthsBack: number) => page.getByRole('button', { name: ref(monthsBack).label, exact: true });

  test('month tiles chosen with the keyboard, and the selected month’s Nota Fiscal and Baixar Boleto', async ({ page }) => {
    await openInvoices(page);
    await expect(page.getByText('Selecione a fatura desejada abaixo')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(tile(page, 1)).toHaveAttribute('aria-pressed', 'true');

    expect(await downloadBy(page, page.getByRole('button', { name: `Nota Fiscal de ${ref(1).label}` }))).toEqual({
      name: `nota-fiscal-${ref(1).file}.pdf`,
      head: PDF,
    });

    // Keyboard: focus the tile for two months back and press Space; its boleto is a PNG.
    await tile(page, 2).focus();
    await page.keyboard.press('Space');
    await expect(tile(page, 2)).toHaveAttribute('aria-pressed', 'true');
    expect(await downloadBy(page, page.getByRole('button', { name: `Baixar Boleto de ${ref(2).label}` }))).toEqual({
      name: `boleto-${ref(2).file}.png`,
      head: PNG,
    });

    // Three months back has no boleto: on the card the boleto button follows the boleto field.
    await tile(page, 3).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Baixar Boleto de ${ref(3).label}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Nota Fiscal de ${ref(3).label}` })).toBeEnabled();
    await expect(page.getByText('Boleto indisponível para este mês.')).toBeVisible();
  });

  test('the next page of months by its dot; no nota fiscal six months back', async ({ page }) => {
    await openInvoices(page);
    await page.getByRole('button', { name: /^Ver meses, página 2 de/ }).click();
    await tile(page, 6).click();
    await expect(page.getByRole('button', { name: `Nota Fiscal de ${ref(6).label}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Baixar Boleto de ${ref(6).label}` })).toBeEnabled();
  });

  test('files-missing: both actions are disabled', async ({ page }) => {
    await withScenario(page, 'files-missing');
    await openInvoices(page);
    await expect(page.getByRole('button', { name: `Nota Fiscal de ${ref(1).label}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Baixar Boleto de ${ref(1).label}` })).toBeDisabled();
    await expect(page.getByText('Nota fiscal e boleto indisponíveis para este mês.')).toBeVisible();
  });

  test("empty account: 'Nenhuma Fatura encontrada.'", async ({ page }) => {
    await openInvoices(page, DEMO.empty.document);
    await expect(page.getByText('Nenhuma Fatura encontrada.')).toBeVisible();
  });

  test('axe: no serious or critical violations on the month tiles', async ({ page }) => {
    await openInvoices(page);
    await expect(tile(page, 1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
