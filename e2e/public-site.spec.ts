import { expect, expectNoA11yViolations, test } from './fixtures';

const PUBLIC_ROUTES = ['/', '/cookies', '/aviso-de-cookies', '/aviso-de-privacidade', '/canal-atendimento-cliente'];

test.describe('public site: accessibility and privacy', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`axe: no violations of any impact on ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (route === '/') {
        await page.getByRole('dialog', { name: 'Semana da Energia Limpa' }).getByRole('button', { name: 'Fechar' }).last().click();
        await page.locator('#depoimentos').scrollIntoViewIfNeeded();
        await expect(page.locator('#depoimentos figure')).toHaveCount(3);
      }
      await expectNoA11yViolations(page);
    });
  }

  test('axe: the popup and a simulator result are accessible too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Semana da Energia Limpa' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).last().click();
    await page.getByLabel('Valor médio da conta de luz por mês').fill('50000');
    await page.getByLabel('Estado da unidade consumidora').selectOption('PA');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page.getByText('Sua economia estimada')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("no request goes to any host but the app's own", { tag: '@firefox' }, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
    });
    await page.goto('/');
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).last().click();
    for (const id of ['a-aurora', 'energia-renovavel', 'mercado-livre', 'perguntas-frequentes', 'depoimentos']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    }
    await expect(page.locator('#mercado-livre img')).toBeVisible();
    for (const route of PUBLIC_ROUTES.slice(1)) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(foreign).toEqual([]);
  });
});
