import type { Response } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signIn, signInAt, scrollToSection, startInDarkMode, test } from './fixtures';

/** Search finds what customers type, states say what to do next, and last year's savings are one choice away. */

const TERMS: [string, RegExp][] = [
  ['pix', /\/dashboard\/invoice$/],
  ['boleto', /\/dashboard\/invoice$/],
  ['segunda via', /\/dashboard\/invoice$/],
  ['2ª via', /\/dashboard\/invoice$/],
  ['pagar', /\/dashboard\/invoice$/],
  ['conta de luz', /\/dashboard\/invoice$/],
  ['consumo', /\/dashboard\/daily$/],
  ['kWh', /\/dashboard\/daily$/],
  ['economia', /\/dashboard\/economy$/],
  ['contrato', /\/dashboard\/contract$/],
  ['unidade', /\/dashboard\/units$/],
];

test('search with the keys: each word customers type leads to its page', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.mariana.document);
  await expect(page.getByRole('button', { name: /^Conta de/ })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Buscar no portal' });
  for (const [term, url] of TERMS) {
    await page.keyboard.press('Control+k');
    await expect(dialog.getByRole('combobox', { name: 'Buscar' })).toBeFocused();
    await expect(dialog.getByText('Digite o que você procura', { exact: true })).toBeVisible();
    await page.keyboard.type(term);
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page, term).toHaveURL(url);
    await expect(dialog).toBeHidden();
  }
});

test("last year's savings: one choice beside the month picker", async ({ page }) => {
  await signInAt(page, '/dashboard/economy');
  const report = page.locator('#relatorio-economia');
  const years = report.getByRole('radiogroup', { name: 'Ano' });
  const thisYear = Number(await years.getByRole('radio', { checked: true }).evaluate((radio) => radio.closest('label')?.textContent));
  await years.getByText(String(thisYear - 1), { exact: true }).click();
  await expect(report.getByText(`Economia em ${thisYear - 1}`, { exact: true })).toBeVisible();
  await expect(report.getByLabel('Mês de referência')).toHaveValue(`dezembro de ${thisYear - 1}`);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the empty account (${mode}): no R$ 0,00, no "0 de 0 contratos"; each empty state says why and the next step`, async ({ page }) => {
    if (mode === 'dark') await startInDarkMode(page);
    await signInAt(page, '/dashboard/app', DEMO.empty.document);
    await expect(page.getByRole('region', { name: 'Total em aberto' }).getByText('Nenhuma fatura em aberto')).toBeVisible();
    await expect(page.getByText('Nenhum contrato nesta unidade')).toBeVisible();
    await expect(page.getByText('Nenhum Contrato encontrado.')).toBeVisible();
    // The invoice section and the summary's card each say it; the balance panel says it with the next step.
    await expect(page.getByRole('region', { name: 'Fatura' }).getByText('Nenhuma Fatura encontrada.', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resumo' }).getByText('Nenhuma Fatura encontrada.', { exact: true })).toBeVisible();
    await scrollToSection(page.locator('#relatorio-medicao'));
    await expect(page.getByText(/^Sem dados de economia para \d{4}\.$/)).toBeVisible();
    await expect(page.getByText(/^Sem medições para /)).toBeVisible();
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/R\$\s0,00/);
    expect(body).not.toMatch(/\b0 de 0 contratos/);
    // Balance, contracts card, invoice card, contracts, invoices, economy and daily: each offers the support chat.
    await expect(page.getByRole('link', { name: /^fale com o atendimento/i })).toHaveCount(7);
    await expectNoA11yViolations(page);
  });
}

test("the login form's checks load with their generic messages in pt-BR (yup's locale set once)", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/auth/login');
  await page.getByLabel('CPF ou CNPJ', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('CPF ou CNPJ inválido')).toBeVisible();
  const loaded = await Promise.all(scripts);
  const yup = loaded.filter((text) => text.includes('ValidationError'));
  expect(yup.length).toBeGreaterThan(0);
  expect(yup.some((text) => text.includes('Campo obrigatório') && text.includes('E-mail inválido'))).toBe(true);
});
