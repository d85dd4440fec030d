import { DEMO, expect, expectNoA11yViolations, signIn, test } from '../fixtures';

test.describe('nginx: the production build as a customer uses it (the demo build where the demo backend is needed)', () => {
  test('a reload of /dashboard/contract logged out ends on the login screen', async ({ page }) => {
    const response = await page.goto('/dashboard/contract');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel('CPF ou CNPJ')).toBeVisible();
  });

  test('an unknown path ends on /404 with the app’s 404 page, also after a reload', async ({ page }) => {
    await page.goto('/caminho/que/nao/existe');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the browser accepts every header: no Permissions-Policy or CSP complaint while the public site loads', async ({ page }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/permissions.policy|content.security.policy/i.test(message.text())) complaints.push(message.text());
    });
    await page.goto('/');
    await expect(page.locator('#conteudo')).toBeVisible();
    expect(complaints).toEqual([]);
  });

  test('a malformed config.json shows the error page in pt-BR instead of a blank page', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"apiMocking": "sim",}' }));
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível iniciar o portal' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Configuração inválida em /config.json: o arquivo não é um JSON válido.');
    await expectNoA11yViolations(page);
  });

  test('without config.json the build-time defaults apply (demo backend off) and the app still starts', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }));
    await page.goto('/esta-rota-nao-existe');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    const workers = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    expect(workers).toBe(0);
  });

  test('demo on (config.json): a deep link to the contracts, sign in, back on the contracts, reload — still there', { tag: '@demo' }, async ({ page }) => {
    await page.goto('/dashboard/contract');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, DEMO.mariana.document);
    await expect(page).toHaveURL(/\/dashboard\/contract$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contrato de Adesão' })).toBeVisible();
    await expect(page.getByText('AUR-2022-0187').first()).toBeVisible();
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard\/contract$/);
    await expect(page.getByText('AUR-2022-0187').first()).toBeVisible();
  });
});
