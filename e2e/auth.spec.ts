import type { Page } from '@playwright/test';
import { chooseUnitInPicker, DEMO, expect, expectNoA11yViolations, openAccountMenu, readStoreState, signIn, test } from './fixtures';
import { allowClipboard } from './firefox';

const documentField = (page: Page) => page.getByLabel('CPF ou CNPJ', { exact: true });

test.describe('login', () => {
  test('a deep link survives the login: the customer comes back to the page asked for', async ({ page }) => {
    await page.goto('/dashboard/invoice');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, DEMO.mariana.document);
    await expect(page).toHaveURL(/\/dashboard\/invoice$/);
  });

  test('the demo accounts are on the login screen: a keyboard press on one fills the form, and Enter signs in', async ({ page }) => {
    await page.goto('/auth/login');
    const panel = page.getByRole('region', { name: 'Contas de demonstração' });
    await expect(panel).toContainText('A senha de todas as contas é Demo@1234.');
    // Decisions §2's three accounts and §9's 240-unit chain.
    await expect(panel.getByRole('listitem')).toHaveCount(4);
    await expect(panel).toContainText(`${DEMO.carlos.document}Carlos Lima: pede o código enviado por e-mail: ${DEMO.carlos.code}`);
    const use = panel.getByRole('button', { name: 'Usar a conta de Carlos Lima' });
    await use.focus();
    await page.keyboard.press('Enter');
    await expect(documentField(page)).toHaveValue(DEMO.carlos.document);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(DEMO.password);
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/auth\/verify\//);
  });

  test('one step: the app home on the first unit, then on the unit used last after logging in again', { tag: '@firefox' }, async ({ page }) => {
    await signIn(page, DEMO.mariana.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const unitButton = page.getByRole('button', { name: /Unidade de consumo/ });
    await expect(unitButton).toContainText('Loja Centro');
    await unitButton.click();
    const picker = await chooseUnitInPicker(page, 'Fábrica Contagem');
    await picker.getByRole('button', { name: 'Continuar' }).click();
    await expect(unitButton).toContainText('Fábrica Contagem');
    await (await openAccountMenu(page, /^Conta de Mariana Souza/)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, DEMO.mariana.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await expect(unitButton).toContainText('Fábrica Contagem');
    expect((await readStoreState(page))?.selectedAsset).toEqual({ physicalAssetsSelected: 'ua-fabrica-contagem' });
    // The unit step stays a working route, opened on the unit in use.
    await page.goto('/auth/consumption-unit');
    await expect(page.getByText('Selecione o contrato e o unidade de consumo que deseja consultar.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Unidade de Consumo' }).locator('option:checked')).toHaveText('Fábrica Contagem');
  });

  test('one unit goes straight to /dashboard/app, and Back does not return to the login', async ({ page }) => {
    await page.goto('/');
    await page.goto('/auth/login');
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/auth\/login/);
  });

  test('a wrong password shows the server message and keeps the document; the sixth try is rate-limited', { tag: '@firefox' }, async ({ page }) => {
    await page.goto('/auth/login');
    await documentField(page).fill('11222333000181');
    await expect(documentField(page)).toHaveValue(DEMO.mariana.document);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada1');
    const tryOnce = () =>
      Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/v1/Auth/login')),
        page.getByRole('button', { name: 'Entrar', exact: true }).click(),
      ]);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await tryOnce();
      await expect(page.getByRole('alert')).toHaveText('CPF/CNPJ ou senha inválidos.');
    }
    await tryOnce();
    await expect(page.getByRole('alert')).toHaveText('Tente novamente mais tarde.');
    await expect(documentField(page)).toHaveValue(DEMO.mariana.document);
  });

  test('MFA: the verify page takes the e-mailed code; a wrong code says so', { tag: '@firefox' }, async ({ page, context }) => {
    await signIn(page, DEMO.carlos.document);
    await expect(page).toHaveURL(/\/auth\/verify\/ca\*{9}%40ex\*{5}\.com\.br$|\/auth\/verify\/ca\*{9}@ex\*{5}\.com\.br$/);
    await expect(page.getByText('ca*********@ex*****.com.br')).toBeVisible();
    await expectNoA11yViolations(page);
    const code = page.getByLabel('Código de verificação');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Código inválido. Confira o código enviado para o seu e-mail.');
    // Paste, as from the e-mail (with a space in the middle, as some mail apps copy it).
    await allowClipboard(context);
    await page.evaluate(() => navigator.clipboard.writeText('123 456'));
    await code.fill('');
    await code.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(code).toHaveValue('123456');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const state = await readStoreState(page);
    expect(state?.session).toMatchObject({ status: 'signedIn', mfa: null });
  });

  test('the CPF/CNPJ mask takes pasted text (clipboard, Ctrl+V): a formatted CPF, an alphanumeric CNPJ in lower case, and signs in', { tag: '@firefox' }, async ({ page, context }) => {
    await allowClipboard(context);
    await page.goto('/auth/login');
    const field = documentField(page);
    const paste = async (text: string) => {
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await field.fill('');
      await field.focus();
      await page.keyboard.press('ControlOrMeta+V');
    };
    await paste('529.982.247-25');
    await expect(field).toHaveValue('529.982.247-25');
    await paste(' 12.abc.345/01de-35 ');
    await expect(field).toHaveValue('12.ABC.345/01DE-35');
    // Typed, pasted, typed on: one document, masked as it grows.
    await field.fill('');
    await field.pressSequentially('11222');
    await page.evaluate(() => navigator.clipboard.writeText('3330001'));
    await page.keyboard.press('ControlOrMeta+V');
    await page.keyboard.type('81');
    await expect(field).toHaveValue(DEMO.mariana.document);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('the password can be shown and hidden from the keyboard', async ({ page }) => {
    await page.goto('/auth/login');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('Demo@1234');
    await password.press('Tab');
    const toggle = page.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('login screen passes axe, before and after an error', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(documentField(page)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('CPF ou CNPJ é obrigatório')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('logout', () => {
  test('Sair ends the session and opens the login; Back does not reopen the dashboard', { tag: '@firefox' }, async ({ page }) => {
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await (await openAccountMenu(page)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toHaveCount(0);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/dashboard/);
  });

  test('after Sair, the next login in this tab opens the default page, not the page the last session was on', async ({ page }) => {
    await page.goto('/dashboard/invoice');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/invoice$/);
    await (await openAccountMenu(page)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('logging out in one tab logs out the other; logging in logs it in', { tag: '@firefox' }, async ({ page, context }) => {
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const other = await context.newPage();
    await other.goto('/dashboard/invoice');
    await expect(other).toHaveURL(/\/dashboard\/invoice$/);
    await (await openAccountMenu(page)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(other).toHaveURL(/\/auth\/login$/);
    await signIn(page, DEMO.empty.document);
    await expect(other).toHaveURL(/\/dashboard\/invoice$/);
  });
});

test.describe('auth screens on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('login fills the width, signs in, and logs out from the menu', async ({ page }) => {
    await page.goto('/auth/login');
    const card = page.locator('main#conteudo');
    await expect(card).toBeVisible();
    const box = await page.getByRole('button', { name: 'Entrar', exact: true }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(330);
    await expectNoA11yViolations(page);
    await signIn(page, DEMO.empty.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('MFA works on a phone and passes axe', async ({ page }) => {
    await signIn(page, DEMO.carlos.document);
    await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('the contract and unit choice works on a phone and passes axe', async ({ page }) => {
    await signIn(page, DEMO.mariana.document);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.goto('/auth/consumption-unit');
    await expect(page.getByText('Selecione o contrato e o unidade de consumo que deseja consultar.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('combobox', { name: 'Unidade de Consumo' }).selectOption({ label: 'Depósito Betim' });
    await expect(page.getByText('Esta unidade não possui contratos.')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    expect((await readStoreState(page))?.selectedAsset).toEqual({ physicalAssetsSelected: 'ua-deposito-betim' });
  });
});
