import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { DEMO, signIn } from '../fixtures';
import { expect, test } from './fixtures';
import { invoiceRef, nextAnswer } from './helpers';

const saved = async (download: Download) => ({
  name: download.suggestedFilename(),
  head: (await readFile(await download.path())).subarray(0, 4).toString('latin1'),
});

/** A deep link survives the login: the customer lands on the page asked for. */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, DEMO.mariana.document);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

test.describe('the customer area over HTTP', () => {
  test('a contract downloads as the PDF the API sends', async ({ page }) => {
    await open(page, '/dashboard/contract');
    const button = page.getByRole('button', { name: 'Baixar contrato AUR-2022-0187' });
    const answer = nextAnswer(page, '/v1/Operation/download-contract');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect((await answer).headers()['content-type']).toBe('application/pdf');
    expect(await saved(download)).toEqual({ name: 'contrato-AUR-2022-0187.pdf', head: '%PDF' });
  });

  test.describe('what is owed, first', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test("the home's balance comes from the API's invoices, and 'Pagar com PIX' copies the overdue one's code", async ({ page }) => {
      const invoices = nextAnswer(page, '/v1/Account/my-invoices');
      await open(page, '/dashboard/app');
      const sent = (await (await invoices).json()) as { mesFechamento: number; createdAt: string; dataPagamento: string | null; pixCopiaECola?: string }[];
      const overdue = invoiceRef(2);
      const expected = sent.find((invoice) => `${String(invoice.mesFechamento).padStart(2, '0')}/${invoice.createdAt.slice(0, 4)}` === overdue.text);
      const panel = page.getByRole('region', { name: 'Total em aberto' });
      await expect(panel.getByText(new RegExp(`^Fatura ${overdue.text} vencida há \\d+ dias$`))).toBeVisible();
      await panel.getByRole('button', { name: `Pagar com PIX a Fatura ${overdue.text}` }).click();
      await expect(page.getByText('Código PIX copiado.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected?.pixCopiaECola);
    });
  });

  test('invoices load with the cnpj header and their files download', async ({ page }) => {
    const invoices = nextAnswer(page, '/v1/Account/my-invoices');
    await open(page, '/dashboard/invoice');
    const answer = await invoices;
    expect(answer.status()).toBe(200);
    expect(await answer.request().headerValue('cnpj')).toBeTruthy();
    const last = invoiceRef(1);
    const row = page.getByRole('row').filter({ hasText: last.text });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Baixar nota fiscal da Fatura ${last.text}` }).click(),
    ]);
    expect(await saved(download)).toEqual({ name: `nota-fiscal-${last.file}.pdf`, head: '%PDF' });
  });

  test('the economy report comes from the API and shows its months in a table', async ({ page }) => {
    const report = nextAnswer(page, '/v1/Account/find-economic-report');
    await open(page, '/dashboard/economy');
    const answer = await report;
    expect(answer.status()).toBe(200);
    const { year } = answer.request().postDataJSON() as { year: number };
    const section = page.locator('#relatorio-economia');
    await expect(section.getByText(`Economia em ${year}`)).toBeVisible();
    await section.getByRole('button', { name: 'ver dados em tabela' }).click();
    await expect(section.getByRole('table', { name: `Custos e economia em ${year}` }).getByRole('rowheader').first()).toBeVisible();
  });
});
