import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, signInAt, test } from './fixtures';

/** Issue 8 item 5: hostile text into every form field — nothing runs, nothing breaks, nothing is lost. */
const LONG = 'Ab1 <b>x</b> '.repeat(400).slice(0, 5000);
const EMOJI = '⚡🌞👍🏽';
const XSS = '<img src=x onerror=alert(1)>';
const RTL = '\u200F';
const SHORT = [EMOJI, XSS, RTL];
const EMAIL_INVALID = 'O e-mail deve ser um endereço de e-mail válido';
const DOCUMENT_INVALID = 'CPF ou CNPJ inválido';

/** Fails on any dialog (an `alert(1)` that ran) and on an injected `<img src="x">`. */
const guard = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'no dialog opened').toEqual([]);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  };
};

/** Replaces the field's text: `fill` for the long string (typing 5,000 keys is slow), real keys for the rest. */
const enter = async (field: Locator, text: string) => {
  await field.fill('');
  if (text.length > 100) await field.fill(text);
  else await field.pressSequentially(text);
};

/** A masked document field keeps only what the mask accepts: document characters, at most 18. */
const expectMaskedDocument = async (field: Locator) => {
  await expect(field).toHaveValue(/^[0-9A-Z./-]{0,18}$/);
};

test.describe('hostile input', () => {
  test('login: document (masked) and password', async ({ page }) => {
    const check = guard(page);
    await page.goto('/auth/login');
    const document = page.getByLabel('CPF ou CNPJ', { exact: true });
    const password = page.getByLabel('Senha', { exact: true });
    const submit = page.getByRole('button', { name: 'Entrar', exact: true });
    for (const text of [LONG, ...SHORT]) {
      await enter(document, text);
      await expectMaskedDocument(document);
      await enter(password, text);
      await expect(password).toHaveValue(text);
    }
    await enter(document, '12345');
    await submit.click();
    await expect(page.getByText(DOCUMENT_INVALID)).toBeVisible();
    await check();
  });

  test('login after a server failure keeps the document and the hostile password', async ({ page }) => {
    const check = guard(page);
    await page.goto('/auth/login?scenario=server-error');
    const document = page.getByLabel('CPF ou CNPJ', { exact: true });
    const password = page.getByLabel('Senha', { exact: true });
    await document.pressSequentially('11222333000181');
    await enter(password, `${XSS}${EMOJI}${RTL}`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(document).toHaveValue(DEMO.mariana.document);
    await expect(password).toHaveValue(`${XSS}${EMOJI}${RTL}`);
    await check();
  });

  test('forgot password: the e-mail is kept as typed and validated', async ({ page }) => {
    const check = guard(page);
    await page.goto('/auth/reset-password');
    const email = page.getByLabel('E-mail');
    for (const text of [LONG, ...SHORT]) {
      await enter(email, text);
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(email).toHaveValue(text);
      await expect(page.getByText(EMAIL_INVALID)).toBeVisible();
    }
    await check();

    await page.goto('/auth/reset-password?scenario=server-error');
    await page.getByLabel('E-mail').pressSequentially('mariana.souza@exemplo.com.br');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Erro ao enviar dados.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('mariana.souza@exemplo.com.br');
    await check();
  });

  test('first access: document (masked) and e-mail', async ({ page }) => {
    const check = guard(page);
    await page.goto('/auth/first-access');
    const document = page.getByLabel('CPF ou CNPJ*');
    const email = page.getByLabel('Email');
    for (const text of [LONG, ...SHORT]) {
      await enter(document, text);
      await expectMaskedDocument(document);
      await enter(email, text);
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(email).toHaveValue(text);
      await expect(page.getByText(EMAIL_INVALID)).toBeVisible();
    }
    await enter(document, '111.111.111-11');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(DOCUMENT_INVALID)).toBeVisible();
    await check();

    await page.goto('/auth/first-access?scenario=server-error');
    await page.getByLabel('CPF ou CNPJ*').pressSequentially('39053344705');
    await page.getByLabel('Email').pressSequentially('ana.prado@exemplo.com.br');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('alert')).toContainText('Tivemos um problema interno. Por favor, tente novamente mais tarde.');
    await expect(page.getByLabel('CPF ou CNPJ*')).toHaveValue('390.533.447-05');
    await expect(page.getByLabel('Email')).toHaveValue('ana.prado@exemplo.com.br');
    await check();
  });

  test('new password: both fields, validated and kept after a server failure', async ({ page }) => {
    const check = guard(page);
    const path = `/auth/new-password/${encodeURIComponent('mariana.souza@exemplo.com.br')}/654321`;
    await page.goto(path);
    const password = page.getByLabel('Nova senha', { exact: true });
    const confirmation = page.getByLabel('Confirmar senha', { exact: true });
    const save = page.getByRole('button', { name: 'Salvar nova senha' });
    for (const text of [LONG, ...SHORT]) {
      await enter(password, text);
      await enter(confirmation, `${text}x`);
      await save.click();
      await expect(password).toHaveValue(text);
      await expect(confirmation).toHaveValue(`${text}x`);
      await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    }
    await enter(password, EMOJI);
    await save.click();
    await expect(page.getByText('A senha deve ter pelo menos 8 caracteres, com letras e números.')).toBeVisible();
    await check();

    // Letters, digits and 8+ characters: the hostile text is a valid password; the server fails.
    const hostile = `${XSS}${EMOJI}${RTL}`;
    await page.goto(`${path}?scenario=server-error`);
    await enter(page.getByLabel('Nova senha', { exact: true }), hostile);
    await enter(page.getByLabel('Confirmar senha', { exact: true }), hostile);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue(hostile);
    await expect(page.getByLabel('Confirmar senha', { exact: true })).toHaveValue(hostile);
    await expect(page).toHaveURL(/\/auth\/new-password\//);
    await check();
  });

  test('verify code: keeps digits only, validates, and keeps the code after a server failure', async ({ page }) => {
    const check = guard(page);
    await signIn(page, DEMO.carlos.document);
    const code = page.getByLabel('Código de verificação');
    const verify = page.getByRole('button', { name: 'Verificar' });
    for (const text of [LONG, ...SHORT]) {
      await enter(code, text);
      await expect(code).toHaveValue(/^\d{0,6}$/);
    }
    await verify.click();
    await expect(page.getByText(/^(Código é obrigatório|O código tem 6 dígitos)$/)).toBeVisible();
    await check();

    // The demo backend reads the scenario from the tab's sessionStorage on every request.
    await page.evaluate(() => sessionStorage.setItem('demo-scenario', 'server-error'));
    await enter(code, '123456');
    await verify.click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(code).toHaveValue('123456');
    await expect(page).toHaveURL(/\/auth\/verify\//);
    await check();
  });

  test('savings simulator: the masked bill field keeps only an amount and says what is wrong with it', async ({ page }) => {
    const check = guard(page);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
    await popup.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(popup).toBeHidden();
    const bill = page.getByLabel('Valor médio da conta de luz por mês');
    const cases: [string, string, string][] = [
      // The digits of the long text, up to the largest amount the field takes (16 digits), then the cents.
      [LONG, '1.111.111.111.111.111,00', 'Para contas acima de R$ 10.000.000,00, fale com um especialista.'],
      [EMOJI, '', 'Informe o valor médio da sua conta de luz.'],
      [XSS, '1,00', 'Informe um valor a partir de R$ 1.000,00.'],
      [RTL, '', 'Informe o valor médio da sua conta de luz.'],
    ];
    for (const [text, shown, message] of cases) {
      await enter(bill, text);
      await page.getByRole('button', { name: 'Calcular economia' }).click();
      await expect(bill).toHaveValue(shown);
      await expect(page.getByText(message)).toBeVisible();
    }
    await check();
  });

  test('dashboard search (Ctrl+K): no hits, the text shown as text', async ({ page }) => {
    const check = guard(page);
    await signInAt(page, '/dashboard/app');
    await expect(page.locator('header')).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Buscar no portal' });
    const input = dialog.getByRole('combobox', { name: 'Buscar' });
    await expect(input).toBeFocused();
    for (const text of [LONG, EMOJI, XSS]) {
      await enter(input, text);
      await expect(input).toHaveValue(text);
      await expect(dialog.getByText('Nada encontrado', { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(`Nenhum resultado para "${XSS}".`, { exact: false })).toBeVisible();
    await enter(input, RTL);
    await expect(input).toHaveValue(RTL);
    await expect(dialog).toBeVisible();
    await check();
  });
});
