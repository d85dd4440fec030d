import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signIn, startInDarkMode, switchUnit, test } from './fixtures';

/**
 * Decisions §10 on the home and 'Posição do contrato': a customer on Fábrica Contagem sees the money at risk in
 * 'Alertas', opens the position, reads the same amount as 'Valor em risco', and switches to Loja Centro, inside its
 * band.
 */

const brlOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** A figure of the position by its label ('Valor em risco'). */
const figure = (page: Page, label: string): Locator => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

/** The home's band alert on Fábrica Contagem: its amount. */
const bandAlert = async (page: Page) => {
  const alerts = page.getByRole('region', { name: 'Alertas' });
  const line = alerts.getByRole('link', { name: /^Consumo acima do contrato/ });
  await expect(line).toBeVisible();
  // Largest R$ first: the band's excess, then the power factor.
  await expect(alerts.getByRole('link')).toHaveText([/^Consumo acima do contrato/, /^Fator de potência abaixo de 0,92/]);
  return { line, amount: brlOf((await line.textContent())!.match(/R\$\s*[\d.]+,\d{2}/)![0]) };
};

const readPosition = async (page: Page, status: string) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Posição do contrato' })).toBeVisible();
  await expect(page.locator('[data-status]', { hasText: status })).toBeVisible();
  await expect(page.getByText(/^Medições até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  return brlOf((await figure(page, 'Valor em risco').textContent())!);
};

/** The chart's canvas has pixels drawn. */
const chartDrawn = (page: Page) =>
  expect
    .poll(() =>
      page.locator('[data-testid="grafico-posicao"] canvas').first().evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
        return count;
      }),
    )
    .toBeGreaterThan(2000);

test.describe('money at risk, from the home to the position', () => {
  test('desktop 1440×900: the alert on the home, the same amount on the position, then Loja Centro inside its band', { tag: '@firefox' }, async ({ page }) => {
    await signIn(page, DEMO.mariana.document);
    await switchUnit(page, 'Fábrica Contagem', false);
    const alert = await bandAlert(page);
    expect(alert.amount).toBeGreaterThan(0);
    await alert.line.click();
    await expect(page).toHaveURL(/\/dashboard\/contract-position$/);
    expect(await readPosition(page, 'Acima da faixa')).toBe(alert.amount);
    await expect(page.getByText(/ MWh acima do limite superior\.$/)).toBeVisible();
    await chartDrawn(page);
    // The chart's table, from the keyboard.
    await page.getByRole('button', { name: 'ver dados em tabela' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: /^Consumo acumulado de / }).getByRole('row')).not.toHaveCount(0);
    await expect(page.getByRole('table', { name: /^Últimos 12 meses fechados/ }).getByRole('row')).toHaveCount(13);
    await expectNoA11yViolations(page);

    await switchUnit(page, 'Loja Centro', false);
    expect(await readPosition(page, 'Dentro da faixa')).toBe(0);
    await expect(page.getByText(/, dentro da faixa do contrato\.$/)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('390×844: the alert on the home, the position from the menu, then Loja Centro', async ({ page }) => {
      await signIn(page, DEMO.mariana.document);
      await switchUnit(page, 'Fábrica Contagem', true);
      const alert = await bandAlert(page);
      await page.getByRole('button', { name: 'Abrir menu' }).tap();
      const menu = page.getByRole('navigation', { name: 'Menu do portal' });
      await expect(menu.getByRole('heading', { name: 'Gestão de energia' })).toBeVisible();
      await menu.getByRole('link', { name: 'Posição do contrato' }).tap();
      await expect(page).toHaveURL(/\/dashboard\/contract-position$/);
      expect(await readPosition(page, 'Acima da faixa')).toBe(alert.amount);
      await expect(figure(page, 'Fatura prevista')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
      await page.getByTestId('grafico-posicao').scrollIntoViewIfNeeded();
      await chartDrawn(page);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoA11yViolations(page);

      await switchUnit(page, 'Loja Centro', true);
      expect(await readPosition(page, 'Dentro da faixa')).toBe(0);
    });
  });
});

/** The home with its alerts and the position with its chart and tables, each scanned once drawn. */
const scanBoth = async (page: Page, touch: boolean) => {
  await signIn(page, DEMO.mariana.document);
  await switchUnit(page, 'Fábrica Contagem', touch);
  const alert = await bandAlert(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await (touch ? alert.line.tap() : alert.line.click());
  await readPosition(page, 'Acima da faixa');
  await page.getByTestId('grafico-posicao').scrollIntoViewIfNeeded();
  await chartDrawn(page);
  const toggle = page.getByRole('button', { name: 'ver dados em tabela' });
  await (touch ? toggle.tap() : toggle.click());
  await expect(page.getByRole('table', { name: /^Últimos 12 meses fechados/ })).toBeVisible();
  await expectNoA11yViolations(page);
  // Depósito Betim: the no-contract state.
  await switchUnit(page, 'Depósito Betim', touch);
  await expect(page.getByText('Esta unidade não tem contrato de energia ativo')).toBeVisible();
  await expectNoA11yViolations(page);
};

test.describe('axe in the dark theme', () => {
  test.beforeEach(async ({ page }) => {
    await startInDarkMode(page);
  });

  test('1440×900: the alerts, the position with its chart and tables, and the no-contract state', async ({ page }) => {
    await scanBoth(page, false);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('390×844: the same', async ({ page }) => {
      await scanBoth(page, true);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });
});
