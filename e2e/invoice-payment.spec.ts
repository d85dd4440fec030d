import type { Page } from '@playwright/test';
import { isValidDigitableLine } from '../src/entities/invoice/lib/boletoLine';
import { isValidPixPayload } from '../src/entities/invoice/lib/pixPayload';
import { expectNoA11yViolations } from './axe';
import { expect, signInAt, test } from './fixtures';

/** Issue 14 item 2: pay an invoice in two clicks — copy the boleto line or the PIX code, or scan the PIX QR code. */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const openInvoices = async (page: Page) => {
  await signInAt(page, '/dashboard/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Fatura' })).toBeVisible();
};
/** `MM/YYYY` of the invoice `monthsBack` months before today (1 is open, 2 is overdue in the demo data). */
const ref = (monthsBack: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 28));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
};
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('paying on a large screen', () => {
  test("'Faturas a pagar': copy the line and the PIX code, with a toast; the year's totals above", { tag: '@firefox' }, async ({ page }) => {
    await openInvoices(page);
    await expect(page.getByText(/^Faturado em \d{4}$/)).toBeVisible();
    await expect(page.getByText(/^Em aberto em \d{4}$/)).toBeVisible();
    const toPay = page.getByRole('listitem').filter({ hasText: `Fatura ${ref(1)}` });
    await expect(toPay).toContainText('Em aberto');

    await toPay.getByRole('button', { name: /Copiar código de barras/ }).click();
    await expect(page.getByText('Código de barras copiado.')).toBeVisible();
    const line = await clipboard(page);
    expect(line).toMatch(/^\d{47}$/);
    expect(isValidDigitableLine(line)).toBe(true);
    // The line on screen is the copied one, in its printed groups.
    await expect(toPay).toContainText(`${line.slice(0, 5)}.${line.slice(5, 10)}`);

    await toPay.getByRole('button', { name: /Copiar código PIX/ }).click();
    await expect(page.getByText('Código PIX copiado.')).toBeVisible();
    const pix = await clipboard(page);
    expect(pix.startsWith('000201')).toBe(true);
    expect(isValidPixPayload(pix)).toBe(true);
  });

  test('the overdue invoice shows its PIX QR code in a dialog, which closes with Escape', { tag: '@firefox' }, async ({ page }) => {
    await openInvoices(page);
    const overdue = page.getByRole('listitem').filter({ hasText: `Fatura ${ref(2)}` });
    await expect(overdue).toContainText('Vencida');
    await overdue.getByRole('button', { name: /Ver QR Code PIX/ }).click();
    const dialog = page.getByRole('dialog', { name: `PIX da Fatura ${ref(2)}` });
    await expect(dialog.getByRole('img', { name: `QR Code PIX da Fatura ${ref(2)}` })).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Copiar código PIX' }).click();
    expect(isValidPixPayload(await clipboard(page))).toBe(true);
    await expect(dialog.getByLabel('PIX copia e cola')).toHaveValue(await clipboard(page));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('paying on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  // Decisions §11: the carousel opens on what needs action, the oldest overdue invoice first, then the open ones.
  test('the overdue invoice on the first slide copies its line and PIX code', async ({ page }) => {
    await openInvoices(page);
    await expect(page.getByRole('article')).toContainText(`Fatura ${ref(2)}`);
    await expect(page.getByRole('article')).toContainText('Vencida');
    await page.getByRole('button', { name: `Copiar código de barras da Fatura ${ref(2)}` }).click();
    await expect(page.getByText('Código de barras copiado.')).toBeVisible();
    expect(isValidDigitableLine(await clipboard(page))).toBe(true);
    await page.getByRole('button', { name: `Copiar código PIX da Fatura ${ref(2)}` }).click();
    await expect(page.getByText('Código PIX copiado.')).toBeVisible();
    expect(isValidPixPayload(await clipboard(page))).toBe(true);
  });
});
