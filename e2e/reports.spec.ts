import type { Locator, Page } from '@playwright/test';
import { fileSavedBy } from './download';
import { watchSentBodies } from './sentBodies';
import { sidewaysOverflow } from './layout';
import { chooseUnitInPicker, DEMO, expect, expectNoA11yViolations, openMonthPicker, scrollToSection, signIn, startInDarkMode, test } from './fixtures';

const REPORT_PATH = '/v1/Account/find-economic-report';
type ReportBody = { assetId: string; year: number; month: number };

/** The month the reports open on: the previous one, in the browser's time zone (America/Sao_Paulo). */
const previousMonth = async (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    return { year: date.getFullYear(), month: date.getMonth() + 1 };
  });

/** Every report request the page sends, with its body. */
const watchReports = async (page: Page) => {
  const read = await watchSentBodies(page, REPORT_PATH);
  return async () => (await read()) as ReportBody[];
};

/** A deep link survives the login, so the customer lands on the page asked for. */
const openHome = async (page: Page, path = '/dashboard/app') => {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, DEMO.mariana.document);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Bem - Vindo(a), ${DEMO.mariana.name}` })).toBeVisible();
};

const economy = (page: Page) => page.locator('#relatorio-economia');
const daily = (page: Page) => page.locator('#relatorio-medicao');

/** The chart's canvas exists and has painted pixels (not a blank surface). */
const expectChartDrawn = async (section: Locator) => {
  await scrollToSection(section);
  const canvas = section.locator('canvas').first();
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (!context || element.width === 0) return 0;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(2000);
};

test.describe('economy and daily reports on the app home', () => {
  test('greeting and summary come first; the chart code loads only when a report nears the screen', { tag: '@firefox' }, async ({ page }) => {
    const chartChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(dual-axes|EconomyChartCanvas|DailyChartCanvas)-/.test(request.url())) chartChunks.push(request.url());
    });
    await openHome(page);
    const summary = page.getByRole('list', { name: 'Resumo' });
    await expect(summary.getByText('Contratos ativos')).toBeVisible();
    await expect(summary.getByText(/^Economia em \d{4}$/)).toBeVisible();
    await expect(summary.getByText(/^R\$\s/)).toBeVisible();
    expect(chartChunks).toEqual([]);

    await expectChartDrawn(economy(page));
    expect(chartChunks.some((url) => url.includes('/dual-axes-'))).toBe(true);
    await expectChartDrawn(daily(page));
  });

  test('while the sections above wait for their data, the reports stay below the screen and the chart code waits', async ({ page }) => {
    const chartChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(dual-axes|EconomyChartCanvas|DailyChartCanvas)-/.test(request.url())) chartChunks.push(request.url());
    });
    // Every product call takes 1.5 s: the contract and invoice sections have their code long before their data.
    await page.goto('/auth/login?scenario=slow');
    await signIn(page, DEMO.mariana.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const loadingSections = page.locator('#conteudo section[aria-busy="true"]');
    await expect(loadingSections.first()).toBeVisible();
    await expect(loadingSections).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Resumo' }).getByText(/^R\$\s/)).toBeVisible({ timeout: 20_000 });
    expect(chartChunks, 'chart code requested while the reports were off the screen').toEqual([]);
    // The reports' place (their placeholder until they load) is below the screen and its margin.
    const reportsPlace = economy(page).or(page.locator('[role="status"]').filter({ hasText: 'Carregando relatórios' }));
    expect((await reportsPlace.boundingBox())!.y).toBeGreaterThan(900 + 200);

    await expectChartDrawn(economy(page));
    expect(chartChunks.some((url) => url.includes('/dual-axes-'))).toBe(true);
  });

  test("'ver dados em tabela' shows the charted months and 'Exportar CSV' downloads them (BOM, ';', decimal comma)", { tag: '@firefox' }, async ({ page }) => {
    await openHome(page, '/dashboard/economy');
    const { year, month } = await previousMonth(page);
    const section = economy(page);
    await expect(section.getByText(`Economia em ${year}`)).toBeVisible();
    const toggle = section.getByRole('button', { name: 'ver dados em tabela' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const table = section.getByRole('table', { name: `Custos e economia em ${year}` });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(month);
    const firstRow = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();

    const { name, bytes } = await fileSavedBy(page, () => section.getByRole('button', { name: 'Exportar CSV' }).click());
    expect(name).toBe(`economia-${year}.csv`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Mês;ACR (R$);ACL (R$);Economia (R$)');
    expect(lines).toHaveLength(month + 2);
    expect(lines.at(-1)).toBe('');
    // The CSV row holds the table's numbers without the currency symbol or thousands separators.
    const plain = (cell: string) => cell.replace(/R\$\s/, '').replace(/\./g, '').replace(/,00$/, '').replace(/(,\d)0$/, '$1');
    expect(lines[1]).toBe([`01/${year}`, ...firstRow.map(plain)].join(';'));
  });

  test('the daily report: table of every day, CSV export and the peak day', async ({ page }) => {
    await openHome(page, '/dashboard/daily');
    const { year, month } = await previousMonth(page);
    const days = new Date(year, month, 0).getDate();
    const section = daily(page);
    await expect(section.getByText('Consumo no mês')).toBeVisible();
    await expect(section.getByText('Dia de pico')).toBeVisible();
    await section.getByRole('button', { name: 'ver dados em tabela' }).click();
    const table = section.getByRole('table');
    await expect(table.getByRole('rowheader')).toHaveCount(days);

    const { name, bytes } = await fileSavedBy(page, () => section.getByRole('button', { name: 'Exportar CSV' }).click());
    const mm = String(month).padStart(2, '0');
    expect(name).toBe(`consumo-diario-${mm}-${year}.csv`);
    const text = bytes.toString('utf8');
    expect(text.startsWith(`\uFEFFData;Consumo (kWh)\r\n01/${mm}/${year};`)).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(days + 1);
    expect(text).toMatch(/;\d+(,\d{1,2})?\r\n/);
  });

  test('changing the month refetches the report for that month', async ({ page }) => {
    const bodies = await watchReports(page);
    await openHome(page, '/dashboard/economy');
    const { year } = await previousMonth(page);
    await expect(economy(page).getByText(`Economia em ${year}`)).toBeVisible();
    const before = (await bodies()).length;

    const calendar = await openMonthPicker(page, economy(page).getByLabel('Mês de referência'));
    await calendar.locator('.ant-picker-header-super-prev-btn').click();
    await calendar.getByText('Mar', { exact: true }).click();
    await expect(economy(page).getByLabel('Mês de referência')).toHaveValue(`março de ${year - 1}`);
    await expect.poll(async () => (await bodies()).slice(before)).toContainEqual({ assetId: 'ua-loja-centro', year: year - 1, month: 3 });
    await expect(economy(page).getByText(`Economia em ${year - 1}`)).toBeVisible();
    await expectChartDrawn(economy(page));

    await economy(page).getByText('Mensal', { exact: true }).click();
    await expect(economy(page).getByText(`Economia em mar. de ${year - 1}`)).toBeVisible();
  });

  test('switching the consumption unit refetches both reports for the new unit', { tag: '@firefox' }, async ({ page }) => {
    const bodies = await watchReports(page);
    await openHome(page, '/dashboard/economy');
    const { year, month } = await previousMonth(page);
    const savings = economy(page).getByText(`Economia em ${year}`).locator('xpath=following-sibling::dd');
    const before = await savings.textContent();

    await page.getByRole('button', { name: /Unidade de consumo\s*Loja Centro/ }).click();
    const picker = await chooseUnitInPicker(page, 'Fábrica Contagem');
    await picker.getByRole('button', { name: 'Continuar' }).click();
    await expect(picker).toBeHidden();

    await expect.poll(bodies).toContainEqual({ assetId: 'ua-fabrica-contagem', year, month });
    await expect(savings).not.toHaveText(before ?? '');
    await expectChartDrawn(economy(page));
    await expectChartDrawn(daily(page));
  });

  test('the year-over-year comparison asks for last year and adds its column to the table', async ({ page }) => {
    const bodies = await watchReports(page);
    await openHome(page, '/dashboard/daily');
    const { year, month } = await previousMonth(page);
    await daily(page).getByRole('switch', { name: /^Comparar com / }).click();
    await expect.poll(bodies).toContainEqual({ assetId: 'ua-loja-centro', year: year - 1, month });
    await daily(page).getByRole('button', { name: 'ver dados em tabela' }).click();
    await expect(daily(page).getByRole('table').getByRole('columnheader')).toHaveCount(3);
    await expect(daily(page).getByText(/^Variação sobre /)).toBeVisible();
  });

  test('/dashboard/economy and /dashboard/daily open the same screen scrolled to their section', async ({ page }) => {
    await openHome(page, '/dashboard/economy');
    await expect(page.getByRole('list', { name: 'Resumo' })).toBeAttached();
    await expect(economy(page).getByRole('heading', { level: 2, name: 'Relatório de Economia' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The lists above may still be streaming in: the section is re-aligned on every change, so wait for it.
    await expect
      .poll(() => economy(page).evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(80);
    await expect
      .poll(() => economy(page).evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(160);

    await page.getByRole('link', { name: /Relatório de Medição/ }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/daily$/);
    await expect(daily(page).getByRole('heading', { level: 2, name: 'Relatório de Medição' })).toBeFocused();
    // The last section cannot reach the top of the screen: it ends up wholly in view, below the top bar.
    await expect
      .poll(() =>
        daily(page).evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 80 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });

  test('no GraphQL call without a configured GraphQL URL (the demo default)', async ({ page }) => {
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('graphql')) graphql.push(request.url());
    });
    await openHome(page, '/dashboard/economy');
    await expectChartDrawn(economy(page));
    expect(graphql).toEqual([]);
  });

  test('axe: no violations of any impact on /dashboard/app with both charts and tables shown', async ({ page }) => {
    await openHome(page);
    await expectChartDrawn(economy(page));
    await economy(page).getByRole('button', { name: 'ver dados em tabela' }).click();
    await expectChartDrawn(daily(page));
    await daily(page).getByRole('button', { name: 'ver dados em tabela' }).click();
    await expectNoA11yViolations(page);
  });

  test('dark mode: both charts draw on the dark theme and axe stays clean', async ({ page }) => {
    await startInDarkMode(page);
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectChartDrawn(economy(page));
    await expectChartDrawn(daily(page));
    await expectNoA11yViolations(page);
  });
});

test.describe('reports on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('both charts draw, the table alternative opens and the CSV downloads', async ({ page }) => {
    await openHome(page);
    await expectChartDrawn(economy(page));
    await expectChartDrawn(daily(page));
    await daily(page).getByRole('button', { name: 'ver dados em tabela' }).click();
    await expect(daily(page).getByRole('table')).toBeVisible();
    const { name } = await fileSavedBy(page, () => daily(page).getByRole('button', { name: 'Exportar CSV' }).click());
    expect(name).toMatch(/^consumo-diario-\d{2}-\d{4}\.csv$/);
    // Nothing wider than the phone, with what sticks out named.
    expect(await sidewaysOverflow(page)).toEqual([]);
  });

  test("what a chart draws past its right edge never widens the page (a tooltip drawn before G2 has measured it)", async ({ page }) => {
    await openHome(page);
    await expectChartDrawn(daily(page));
    // A tooltip's box where the first busy run saw one: from near the chart's right edge, 180 px wide.
    await daily(page).getByRole('img').first().evaluate((chart) => {
      const tip = document.createElement('div');
      tip.style.cssText = 'position: absolute; top: 40%; left: calc(100% - 40px); width: 180px; height: 60px;';
      chart.append(tip);
    });
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
});
