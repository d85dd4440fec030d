import type { Page } from '@playwright/test';
import { readPdf } from '../test/pdfReader';
import { fileSavedBy } from './download';
import { DEMO, expect, expectNoA11yViolations, signInAt, test } from './fixtures';

/** The statement's code: jsPDF and the builder, one chunk fetched at the first statement only. */
const PDF_CHUNK = /\/assets\/statementPdf-[\w-]+\.js$/;

const economy = (page: Page) => page.getByRole('region', { name: /^Relatório de Economia — / });

/** Last calendar year in São Paulo (the browser's time zone): a year the report's 'Ano' always offers. */
const lastYear = (page: Page) => page.evaluate(() => new Date().getFullYear() - 1);

/**
 * Mariana (3 units) downloads last year's statement of the whole company from /dashboard/economy; `press` is how
 * this screen is used (a click, or a tap on a phone). Returns the saved file's name, its bytes and the totals the
 * report showed.
 */
const downloadCompanyStatement = async (page: Page, press: (name: string | RegExp) => Promise<void>) => {
  const pdfChunks: string[] = [];
  page.on('request', (request) => {
    if (PDF_CHUNK.test(new URL(request.url()).pathname)) pdfChunks.push(request.url());
  });
  await signInAt(page, '/dashboard/economy', DEMO.mariana.document);
  await expect(economy(page)).toHaveAccessibleName('Relatório de Economia — Loja Centro');
  const year = await lastYear(page);
  await press('Todas as unidades');
  await expect(page.getByRole('heading', { level: 2, name: 'Relatório de Economia — Todas as unidades' })).toBeVisible();
  await press(String(year));
  const savings = economy(page).getByText(`Economia em ${year}`, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(savings).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  expect(pdfChunks, 'the PDF library before the first statement').toEqual([]);

  const { name, bytes } = await fileSavedBy(page, () => press('Baixar extrato anual (PDF)'));
  expect(pdfChunks).toHaveLength(1);
  return { year, name, bytes, savings: (await savings.innerText()).replace(/\s/g, ' ') };
};

/** The file is a PDF whose text holds the year's twelve months, their total and the three units, each once. */
const expectCompanyStatement = async ({ year, name, bytes, savings }: Awaited<ReturnType<typeof downloadCompanyStatement>>) => {
  expect(name).toBe(`extrato-economia-${year}.pdf`);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const lines = (await readPdf(new Uint8Array(bytes))).pages.flat().map((line) => line.replace(/\s/g, ' '));
  expect(lines).toContain(`Extrato anual de economia ${year}`);
  expect(lines).toContain('Relatório de Economia — Todas as unidades');
  expect(lines.filter((line) => new RegExp(`^\\p{Lu}\\p{Ll}+ de ${year} \\| R\\$ `, 'u').test(line))).toHaveLength(12);
  // The statement's total savings are the ones the report showed.
  expect(lines.find((line) => line.startsWith('Total | '))?.split(' | ')[3]).toBe(savings);
  for (const unit of ['Loja Centro', 'Fábrica Contagem', 'Depósito Betim']) expect(lines.filter((line) => line.startsWith(`${unit} | R$ `)), unit).toHaveLength(1);
};

test.describe('a 3-unit customer downloads last year’s company statement', () => {
  test('on a large screen, with the mouse', { tag: '@firefox' }, async ({ page }) => {
    const file = await downloadCompanyStatement(page, (name) => economy(page).getByText(name, { exact: true }).click());
    await expectCompanyStatement(file);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('by touch, with nothing wider than the screen', async ({ page }) => {
      const file = await downloadCompanyStatement(page, (name) => economy(page).getByText(name, { exact: true }).tap());
      await expectCompanyStatement(file);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

test.describe('the company scope passes axe', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      test(`${mode}, ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // The device's preference: no mode is chosen in Configurações.
        await page.emulateMedia({ colorScheme: mode });
        await signInAt(page, '/dashboard/economy', DEMO.mariana.document);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await economy(page).getByText('Todas as unidades', { exact: true }).click();
        await expect(economy(page)).toHaveAccessibleName('Relatório de Economia — Todas as unidades');
        await expect(economy(page).getByText(/^Economia em \d{4}$/)).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }
  }
});
