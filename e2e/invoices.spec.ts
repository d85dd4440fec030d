import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { fileSavedBy } from './download';
import { DEMO, expect, signInAt, startInDarkMode, test } from './fixtures';

/** Opens the app with a demo scenario and waits for it to boot, so the scenario is stored for the tab. */
const withScenario = async (page: Page, scenario: string) => {
  await page.goto(`/auth/login?scenario=${scenario}`);
  await expect(page.getByLabel('CPF ou CNPJ')).toBeVisible();
};

const openInvoices = async (page: Page, document: string = DEMO.mariana.document) => {
  await signInAt(page, '/dashboard/invoice', document);
  await expect(page.getByRole('heading', { level: 1, name: 'Fatura' })).toBeVisible();
};

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
  return { text: `${mm}/${year}`, file: `${mm}-${year}`, name: `Fatura ${mm}/${year}` };
};

const PDF = '%PDF';
const PNG = '\x89PNG';

/** The name and first bytes of the file the button saves. */
const downloadBy = async (page: Page, button: Locator) => {
  const { name, bytes } = await fileSavedBy(page, () => button.click());
  return { name, head: bytes.subarray(0, 4).toString('latin1') };
};

test.describe('invoices on a large screen', () => {
  // By the Referência cell, which names the invoice: a due date such as 18/10/2026 also holds the text 10/2026.
  const row = (page: Page, monthsBack: number) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: ref(monthsBack).name, exact: true }) });

  test('table with Referência, Valor, Vencimento, Situação, Nota Fiscal and Boleto, the overdue invoice first, then the open, then the paid, and a year filter', { tag: '@firefox' }, async ({ page }) => {
    await openInvoices(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Referência', 'Valor', 'Vencimento', 'Situação', 'Nota Fiscal', 'Boleto']);
    await expect(row(page, 1)).toContainText('Em aberto');
    await expect(row(page, 2)).toContainText('Vencida');
    await expect(row(page, 3)).toContainText('Paga');
    await expect(row(page, 1).getByRole('cell').nth(1)).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    const firstCells = table.getByRole('row').filter({ has: page.getByRole('cell') }).locator('td:first-child');
    await expect(firstCells.nth(0)).toHaveText(ref(2).name);
    await expect(firstCells.nth(1)).toHaveText(ref(1).name);
    await expect(firstCells.nth(2)).toHaveText(ref(3).name);

    const filter = page.getByRole('radiogroup', { name: 'Filtrar faturas por ano' });
    const oldestYear = ref(14).text.slice(3);
    await filter.getByText(oldestYear).click();
    await expect(firstCells.first()).toHaveText(new RegExp(`^Fatura \\d{2}/${oldestYear}$`));
    await expect(page.getByRole('cell', { name: ref(1).name, exact: true })).toHaveCount(0);
    await filter.getByText('Todas', { exact: true }).click();
    await expect(firstCells.first()).toHaveText(ref(2).name);
  });

  test('downloads a nota fiscal (.pdf) and boletos with their real extension (.pdf and .png)', { tag: '@firefox' }, async ({ page }) => {
    await openInvoices(page);
    expect(await downloadBy(page, row(page, 1).getByRole('button', { name: `Baixar nota fiscal da Fatura ${ref(1).text}` }))).toEqual({
      name: `nota-fiscal-${ref(1).file}.pdf`,
      head: PDF,
    });
    expect(await downloadBy(page, row(page, 1).getByRole('button', { name: `Baixar boleto da Fatura ${ref(1).text}` }))).toEqual({
      name: `boleto-${ref(1).file}.pdf`,
      head: PDF,
    });
    expect(await downloadBy(page, row(page, 2).getByRole('button', { name: `Baixar boleto da Fatura ${ref(2).text}` }))).toEqual({
      name: `boleto-${ref(2).file}.png`,
      head: PNG,
    });
  });

  test('disabled buttons follow the table rule: the boleto button goes by the nota fiscal field', async ({ page }) => {
    await openInvoices(page);
    // No nota fiscal: both buttons disabled, and the row says why.
    await expect(row(page, 6).getByRole('button', { name: `Baixar nota fiscal da Fatura ${ref(6).text}` })).toBeDisabled();
    await expect(row(page, 6).getByRole('button', { name: `Baixar boleto da Fatura ${ref(6).text}` })).toBeDisabled();
    await expect(row(page, 6).getByText('Indisponível')).toHaveCount(2);
    // No boleto but a nota fiscal: the table enables the boleto (spec §5), and the download says it is missing.
    const boleto = row(page, 3).getByRole('button', { name: `Baixar boleto da Fatura ${ref(3).text}` });
    await expect(boleto).toBeEnabled();
    await boleto.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Arquivo não encontrado' })).toBeVisible();
  });

  test('files-missing: every download button is disabled', async ({ page }) => {
    await withScenario(page, 'files-missing');
    await openInvoices(page);
    await expect(page.getByRole('cell', { name: ref(1).name, exact: true })).toBeVisible();
    const buttons = page.getByRole('button', { name: /^Baixar (nota fiscal|boleto) da Fatura / });
    await expect(buttons).toHaveCount(24);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
  });

  test("empty account: 'Nenhuma Fatura encontrada.'", async ({ page }) => {
    await openInvoices(page, DEMO.empty.document);
    await expect(page.getByText('Nenhuma Fatura encontrada.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('axe 4.14: no violations on /dashboard/invoice', async ({ page }) => {
    await openInvoices(page);
    await expect(page.getByRole('cell', { name: ref(1).name, exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('axe: dark mode keeps /dashboard/invoice clean (chips, dots, disabled buttons)', async ({ page }) => {
  await startInDarkMode(page);
  await openInvoices(page);
  await expect(page.getByRole('cell', { name: ref(1).name, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoA11yViolations(page);
});

test.describe('invoices on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const current = (page: Page) => page.getByRole('article');

  test('one invoice per view, the overdue one first, with amount, due date and status; past seven months its position between arrows, and a swipe, move on', async ({ page }) => {
    await openInvoices(page);
    await expect(page.getByText('Selecione a fatura desejada abaixo')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(current(page)).toHaveCount(1);
    // What needs action first: two months back is overdue.
    await expect(current(page)).toHaveAccessibleName(`${ref(2).name}, 1 de 14`);
    await expect(current(page)).toContainText(ref(2).name);
    await expect(current(page)).toContainText(/R\$\s[\d.]+,\d{2}/);
    await expect(current(page)).toContainText(/Vencimento \d{2}\/\d{2}\/\d{4}/);
    await expect(current(page)).toContainText('Vencida');
    // The tile fills the carousel: the next one starts past its right edge, off screen.
    const track = page.locator('.ant-carousel').first();
    const [trackBox, tileBox] = [(await track.boundingBox())!, (await current(page).boundingBox())!];
    expect(tileBox.width).toBeGreaterThan(trackBox.width - 16);
    const next = page.getByRole('article', { includeHidden: true }).nth(1);
    expect((await next.boundingBox())!.x).toBeGreaterThanOrEqual(trackBox.x + trackBox.width - 4);
    // 14 dots wrapped onto two lines: the position and two arrows, on one line, stand for them.
    await expect(page.getByRole('button', { name: /^Ver fatura \d+ de 14$/ })).toHaveCount(0);
    const [previous, position, forward] = [page.getByRole('button', { name: 'Fatura anterior' }), page.getByText('1 de 14', { exact: true }), page.getByRole('button', { name: 'Próxima fatura' })];
    const boxes = await Promise.all([previous, position, forward].map(async (part) => (await part.boundingBox())!));
    expect(Math.max(...boxes.map((box) => box.y + box.height / 2)) - Math.min(...boxes.map((box) => box.y + box.height / 2))).toBeLessThan(2);
    await expect(previous).toBeDisabled();
    expect(await downloadBy(page, page.getByRole('button', { name: `Baixar Boleto da ${ref(2).name}` }))).toEqual({
      name: `boleto-${ref(2).file}.png`,
      head: PNG,
    });

    // Then the open one, by a swipe.
    await swipeLeft(page, current(page));
    await expect(current(page)).toHaveAccessibleName(`${ref(1).name}, 2 de 14`);
    await expect(page.getByText('2 de 14', { exact: true })).toBeVisible();
    await expect(current(page)).toContainText('Em aberto');
    expect(await downloadBy(page, page.getByRole('button', { name: `Nota Fiscal da ${ref(1).name}` }))).toEqual({
      name: `nota-fiscal-${ref(1).file}.pdf`,
      head: PDF,
    });

    // By keyboard, with the arrow: three months back is paid and has no boleto (the card follows the boleto field).
    await page.getByRole('button', { name: 'Próxima fatura' }).focus();
    await page.keyboard.press('Enter');
    await expect(current(page)).toHaveAccessibleName(`${ref(3).name}, 3 de 14`);
    await expect(current(page)).toContainText('Paga');
    await expect(page.getByRole('button', { name: /Copiar código/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Baixar Boleto da ${ref(3).name}` })).toBeDisabled();
    await expect(page.getByText('Boleto indisponível para este mês.')).toBeVisible();
  });

  test('files-missing: both downloads are disabled', async ({ page }) => {
    await withScenario(page, 'files-missing');
    await openInvoices(page);
    await expect(page.getByRole('button', { name: `Nota Fiscal da ${ref(2).name}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Baixar Boleto da ${ref(2).name}` })).toBeDisabled();
    await expect(page.getByText('Nota fiscal e boleto indisponíveis para este mês.')).toBeVisible();
  });

  test("empty account: 'Nenhuma Fatura encontrada.'", async ({ page }) => {
    await openInvoices(page, DEMO.empty.document);
    await expect(page.getByText('Nenhuma Fatura encontrada.')).toBeVisible();
  });

  test('axe 4.14: no violations on the invoice carousel', async ({ page }) => {
    await openInvoices(page);
    await expect(current(page)).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

/** A real touch swipe from right to left across the element (Chrome DevTools touch events). */
const swipeLeft = async (page: Page, element: Locator) => {
  const box = (await element.boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  await touch('touchStart', box.x + box.width * 0.85);
  for (const share of [0.7, 0.55, 0.4, 0.25, 0.1]) await touch('touchMove', box.x + box.width * share);
  await touch('touchEnd');
};
