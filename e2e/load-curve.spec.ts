import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signIn, signInAt, startInDarkMode, switchUnit, test } from './fixtures';

/**
 * Decisions §10, 'Curva de carga' (issue 50): a customer on Loja Centro opens the page from the menu, switches to
 * 'Mês', finds last month's demand overrun (84,0 kW on the 14th at 18:45, R$ 693,00) and exports exactly the intervals
 * the chart and its table show.
 */

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const QUARTER_HOUR = 15 * 60_000;

/** The month before today's, as the page names it and as the address and the CSV write it. */
const lastClosedMonth = (measuredUntil: string) => {
  const [day, month, year] = measuredUntil.split('/').map(Number) as [number, number, number];
  const today = new Date(Date.UTC(year, month - 1, day + 1));
  const closed = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const [y, m] = [closed.getUTCFullYear(), closed.getUTCMonth() + 1];
  const mm = String(m).padStart(2, '0');
  return { name: `${MONTHS[m - 1]} de ${y}`, iso: `${y}-${mm}`, br: `${mm}/${y}`, days: new Date(Date.UTC(y, m, 0)).getUTCDate() };
};

/** 'DD/MM/AAAA HH:MM' (São Paulo, UTC−03:00 all year) as an instant. */
const instant = (text: string) => {
  const [, d, m, y, hh, mm] = text.match(/^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/)!;
  return Date.parse(`${y}-${m}-${d}T${hh}:${mm}:00-03:00`);
};

const press = (target: Locator, touch: boolean) => (touch ? target.tap() : target.click());
const curveCard = (page: Page) => page.getByRole('region', { name: 'Curva de carga' });

/** The demand chart's SVG is on the page with its line drawn across the plot. */
const chartDrawn = (page: Page) =>
  expect
    .poll(() =>
      page.locator('[data-testid="grafico-curva-de-carga"] [data-drawn] path[data-series="current"]').first().evaluate((line: SVGPathElement) => line.getBBox().width),
    )
    .toBeGreaterThan(200);

/** The rows of the interval table's page on screen, each as its four cells. */
const tableRows = (table: Locator) => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent!.trim())));

/** A CSV row ('DD/MM/AAAA HH:MM;kWh;kW;kvarh', three decimals) as the table writes it (kW with one). */
const asShown = ([start, kwh, kw, kvarh]: string[]) => [start!, kwh!, Number(kw!.replace(',', '.')).toFixed(1).replace('.', ','), kvarh!];

const journey = async (page: Page, touch: boolean) => {
  await signIn(page, DEMO.mariana.document);
  if (touch) {
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Menu do portal' });
    await expect(menu.getByRole('heading', { name: 'Gestão de energia' })).toBeVisible();
    await menu.getByRole('link', { name: 'Curva de carga' }).tap();
  } else {
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Curva de carga' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard\/load-curve$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Curva de carga' })).toBeVisible();
  await expect(page).toHaveTitle('Curva de carga | Aurora Energia');
  const card = curveCard(page);
  await expect(card.getByText(/^Demanda de Loja Centro a cada 15 minutos/)).toBeVisible();
  const until = (await card.getByText(/^Medições até \d{2}\/\d{2}\/\d{4}$/).textContent())!.slice(-10);
  const month = lastClosedMonth(until);

  // 'Mês' shows the month of the last measured day; last month is that one on the 1st, else the one before.
  await press(card.getByText('Mês', { exact: true }), touch);
  await expect(page).toHaveURL(/\?view=month&date=\d{4}-\d{2}-\d{2}$/);
  const periodName = card.getByText(/^[a-zç]+ de \d{4}$/);
  if ((await periodName.textContent()) !== month.name) await press(card.getByRole('button', { name: 'Mês anterior' }), touch);
  await expect(periodName).toHaveText(month.name);
  await expect(page).toHaveURL(new RegExp(`\\?view=month&date=${month.iso}-\\d{2}$`));

  const overrun = page.getByRole('region', { name: 'Ultrapassagem de demanda' });
  await expect(overrun).toHaveAttribute('aria-busy', 'false');
  await expect(overrun).toContainText('Cobrança estimada: R$ 693,00');
  await expect(overrun).toContainText(`Demanda máxima de ${month.name}: 84,0 kW (+12,0 %).`);
  await expect(card.getByText(`Demanda máxima: 84,0 kW em 14/${month.br} às 18:45`, { exact: true })).toBeVisible();
  await expect(card.getByText('Horário de ponta 18h–21h')).toBeVisible();
  await card.getByTestId('grafico-curva-de-carga').scrollIntoViewIfNeeded();
  await chartDrawn(page);

  // The chart's table: a day of intervals a page.
  const toggle = card.getByRole('button', { name: 'ver dados em tabela' });
  if (touch) await toggle.tap();
  else {
    await toggle.focus();
    await page.keyboard.press('Enter');
  }
  const table = card.getByRole('table', { name: new RegExp(`^Intervalos de 15 minutos: ${month.name}, página 1 de ${month.days}$`) });
  await expect(table.locator('tbody tr')).toHaveCount(96);
  const firstPage = await tableRows(table);

  const [download] = await Promise.all([page.waitForEvent('download'), press(card.getByRole('button', { name: 'Exportar CSV' }), touch)]);
  expect(download.suggestedFilename()).toBe(`curva-de-carga-${month.iso}.csv`);
  const [header, ...rows] = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(';'));
  expect(header).toEqual(['Início', 'kWh', 'kW', 'kvarh']);
  // Every quarter-hour of the month, once, in order: what the chart draws and the table pages through.
  expect(rows).toHaveLength(month.days * 96);
  const first = Date.parse(`${month.iso}-01T00:00:00-03:00`);
  expect(rows.every((row, index) => instant(row[0]!) === first + index * QUARTER_HOUR)).toBe(true);
  expect(rows.every((row) => Math.abs(Number(row[2]!.replace(',', '.')) - 4 * Number(row[1]!.replace(',', '.'))) < 0.001)).toBe(true);
  // The month's one overrun, and no other interval above the tolerance (78,75 kW).
  expect(rows.filter((row) => Number(row[2]!.replace(',', '.')) > 78.75)).toEqual([[`14/${month.br} 18:45`, '21,000', '84,000', expect.any(String)]]);
  expect(firstPage).toEqual(rows.slice(0, 96).map(asShown));
  // The last page of the table is the CSV's last day.
  await press(card.getByRole('button', { name: `Página ${month.days}` }), touch);
  const lastPage = card.getByRole('table', { name: new RegExp(`página ${month.days} de ${month.days}$`) });
  await expect(lastPage.locator('tbody tr')).toHaveCount(96);
  expect(await tableRows(lastPage)).toEqual(rows.slice(-96).map(asShown));
  await expectNoA11yViolations(page);
};

test.describe('the load curve, from the menu to the CSV', () => {
  test('desktop 1440×900: Loja Centro, last month, the overrun and its intervals exported', async ({ page }) => {
    test.setTimeout(90_000);
    await journey(page, false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('390×844: the same from the phone menu, nothing wider than the screen', async ({ page }) => {
      test.setTimeout(90_000);
      await journey(page, true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

/** Last month, from today in São Paulo (the demo's data move with today). */
const lastClosedMonthIso = () => {
  const today = new Date(Date.now() - 3 * 3_600_000);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

/** Fábrica Contagem's last month in the dark theme: compared with the month before, both tables open, its hours under 0,92. */
const scanDark = async (page: Page, touch: boolean) => {
  await startInDarkMode(page);
  const path = `/dashboard/load-curve?view=month&date=${lastClosedMonthIso()}-14`;
  await signInAt(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await switchUnit(page, 'Fábrica Contagem', touch);
  await expect(page).toHaveURL(path);
  const card = curveCard(page);
  await expect(card.getByText(/^Demanda de Fábrica Contagem a cada 15 minutos/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ultrapassagem de demanda' })).toContainText('Dentro da tolerância');
  await press(card.getByText('Comparar com o período anterior'), touch);
  await expect(card.getByRole('switch')).toBeChecked();
  await chartDrawn(page);
  await press(card.getByRole('button', { name: 'ver dados em tabela' }), touch);
  await expect(card.getByRole('table', { name: /^Intervalos de 15 minutos: .+ e .+, página 1 de \d+$/ })).toBeVisible();
  const factor = page.getByRole('region', { name: 'Fator de potência' });
  await expect(factor.getByText(/^Excedente de reativos estimado: R\$\s[\d.]+,\d{2}$/)).toBeVisible();
  await press(factor.getByRole('button', { name: 'ver dados em tabela' }), touch);
  await expect(factor.getByRole('table', { name: /^Fator de potência por hora: / })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
};

test.describe('axe in the dark theme', () => {
  test('1440×900: a month compared with the one before, both tables open', async ({ page }) => {
    await scanDark(page, false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('390×844: the same', async ({ page }) => {
      await scanDark(page, true);
    });
  });
});
