import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signIn, test } from './fixtures';

test.describe('forgot password', () => {
  test('success: the server message in a toast, then the home page after 2 s', async ({ page }) => {
    const MESSAGE = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.';
    // The 2 s are the page's timer, counted on Playwright's clock (stopped once the form is sent) rather than on the
    // machine's: on a busy host the page's own work around the timer would stretch any measure of real time.
    await page.clock.install();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('E-mail é obrigatório')).toBeVisible();
    await page.getByLabel('E-mail').fill('mariana.souza@exemplo');
    await expect(page.getByText('O e-mail deve ser um endereço de e-mail válido')).toBeVisible();
    await page.getByLabel('E-mail').fill('mariana.souza@exemplo.com.br');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    // The timer starts with the toast, on the stopped clock: a millisecond short of 2 s the page is still here, still
    // sending, the e-mail still typed (the form is reset when the 2 s are up), once the tasks queued by then have run.
    await page.clock.runFor(1999);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(page.getByLabel('E-mail')).toHaveValue('mariana.souza@exemplo.com.br');
    await expect(page.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(1);
    await page.waitForURL((url) => url.pathname === '/');
  });

  test("failure: warning 'Erro ao enviar dados.', the e-mail stays, no redirect", async ({ page }) => {
    // The browser's clock, as in the success case: past the success's 2 s, with no real time waited.
    await page.clock.install();
    await page.goto('/auth/reset-password?scenario=server-error');
    await page.getByLabel('E-mail').fill('mariana.souza@exemplo.com.br');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Erro ao enviar dados.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await expect(page.getByLabel('E-mail')).toHaveValue('mariana.souza@exemplo.com.br');
    await page.clock.runFor(2500);
    await expect(page).toHaveURL(/\/auth\/reset-password/);
  });
});

test.describe('first access', () => {
  const documentField = (page: Page) => page.getByLabel('CPF ou CNPJ*');

  test('invalid document, then an existing account (409), then a valid CPF opens the modal', { tag: '@firefox' }, async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Primeiro Acesso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Primeiro Acesso' })).toBeVisible();
    await expect(page.getByText('Bem-vindo!')).toBeVisible();
    await expect(page.getByText('V.0.1.1446')).toBeVisible();
    await expectNoA11yViolations(page);

    await documentField(page).fill('111.111.111-11');
    await page.getByLabel('Email').fill('ana.prado@exemplo.com.br');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('CPF ou CNPJ inválido')).toBeVisible();

    await documentField(page).fill('11222333000181');
    await expect(documentField(page)).toHaveValue('11.222.333/0001-81');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('alert')).toContainText('Já existe um acesso cadastrado para este CPF/CNPJ.');
    await expect(documentField(page)).toHaveValue('11.222.333/0001-81');
    await expectNoA11yViolations(page);

    await documentField(page).fill('39053344705');
    await expect(documentField(page)).toHaveValue('390.533.447-05');
    await page.getByRole('button', { name: 'Enviar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vamos verificar sua conta' });
    await expect(dialog).toContainText('an*******@ex*****.com.br');
    await expect(dialog).toContainText('15 minutos');
    // Scan the dialog as it stays, not while antd's opening zoom still fades its colours in.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('accepts the alphanumeric CNPJ 12.ABC.345/01DE-35, typed in lower case', async ({ page }) => {
    await page.goto('/auth/first-access');
    await documentField(page).pressSequentially('12abc34501de35');
    await expect(documentField(page)).toHaveValue('12.ABC.345/01DE-35');
    await page.getByLabel('Email').fill('contato@novaempresa.com.br');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog', { name: 'Vamos verificar sua conta' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('new password', () => {
  test('the link from the e-mail sets a new password that then signs in', { tag: '@firefox' }, async ({ page }) => {
    await page.goto(`/auth/new-password/${encodeURIComponent('mariana.souza@exemplo.com.br')}/654321`);
    await expect(page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Nova senha', { exact: true }).fill('Aurora2025');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('Aurora2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await page.getByLabel('Confirmar senha', { exact: true }).fill('Aurora2025');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    // The toast outlives the screen that showed it: it is still there on the login.
    await expect(page.getByText('Senha alterada com sucesso.')).toBeVisible();
    await signIn(page, DEMO.mariana.document, 'Aurora2025');
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });
});

test.describe('recovery screens on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('forgot password, first access and new password pass axe', async ({ page }) => {
    for (const path of ['/auth/reset-password', '/auth/first-access', '/auth/new-password/ana%40exemplo.com.br/654321']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
});
