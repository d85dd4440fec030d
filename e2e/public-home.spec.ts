import type { Locator, Page } from '@playwright/test';
import { expect, readStoreState, test } from './fixtures';
import { allowClipboard } from './firefox';

const SECTIONS = ['inicio', 'a-aurora', 'energia-renovavel', 'mercado-livre', 'perguntas-frequentes', 'depoimentos'];
const MENU = ['Início', 'A Aurora Energia', 'Energia Renovável', 'Mercado Livre de Energia', 'Perguntas Frequentes', 'O que falam de nós'];
const UNAVAILABLE = 'API não está disponível. Tente novamente mais tarde.';

/** The CMS popup opens once per session: a visitor closes it first. */
const openHome = async (page: Page, path = '/') => {
  await page.goto(path);
  const popup = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(popup).toBeHidden();
};

/**
 * Holds the app's scripts (or those matching `scripts`) until `release()`: the page shows only what its HTML draws, as
 * on a slow network.
 */
const holdScripts = async (page: Page, scripts = /\/assets\/.+\.js$/) => {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
};

/** The app has started and the browser is idle: past the moment the popup opens on a page left alone. */
const appStartedAndIdle = async (page: Page) => {
  await page.waitForFunction(() => '__AURORA_STORE__' in window);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
};

/** The visitor keeps the field and every key typed in it, no popup meanwhile; once they leave the form, it opens. */
const expectPopupHeldBackUntilTheyLeave = async (page: Page, field: Locator, typed: string) => {
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(typed);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('dialog', { name: 'Semana da Energia Limpa' })).toBeVisible();
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Seções do site' });
const sectionTop = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe('public home (desktop 1440×900)', () => {
  test('navbar from the content menu, CMS sections in order, hero with the simulator', { tag: '@firefox' }, async ({ page }) => {
    await openHome(page);
    await expect(nav(page).getByRole('link')).toHaveText(MENU);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energia mais barata e limpa para a sua empresa');
    await expect(page.locator('#conteudo > section[id]')).toHaveCount(6);
    expect(await page.locator('#conteudo > section[id]').evaluateAll((els) => els.map((el) => el.id))).toEqual(SECTIONS);
    await expect(page.locator('header.ps-header')).toHaveCSS('height', '88px');
    await expect(page.getByRole('button', { name: 'Calcular economia' })).toBeVisible();
  });

  test('a nav click scrolls smoothly to the section 60 px below the top, and the active item follows', { tag: '@firefox' }, async ({ page }) => {
    await openHome(page);
    await expect(nav(page).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'location');
    await nav(page).getByRole('link', { name: 'Mercado Livre de Energia' }).click();
    await expect.poll(() => sectionTop(page, 'mercado-livre'), { timeout: 5000 }).toBe(60);
    await expect(nav(page).getByRole('link', { name: 'Mercado Livre de Energia' })).toHaveAttribute('aria-current', 'location');
    await expect(page.locator('#mercado-livre')).toBeFocused();
    await page.mouse.wheel(0, 1200);
    await expect(nav(page).getByRole('link', { name: 'Perguntas Frequentes' })).toHaveAttribute('aria-current', 'location');
    await expect(nav(page).locator('[aria-current]')).toHaveCount(1);
  });

  test("'Simular Economia' scrolls back to the first section", async ({ page }) => {
    await openHome(page);
    await nav(page).getByRole('link', { name: 'O que falam de nós' }).click();
    await expect.poll(() => sectionTop(page, 'depoimentos'), { timeout: 5000 }).toBeLessThan(100);
    await page.getByRole('banner').getByRole('button', { name: 'Simular Economia' }).click();
    await expect.poll(() => sectionTop(page, 'inicio'), { timeout: 5000 }).toBe(60);
    await expect(nav(page).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'location');
  });

  test("'Login' goes to /auth/login", async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the simulator gives a BRL range, the percentage, its assumptions and a chat link', { tag: '@firefox' }, async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page.getByText('Informe o valor médio da sua conta de luz.')).toBeVisible();
    await page.getByLabel('Valor médio da conta de luz por mês').fill('15000');
    await page.getByLabel('Estado da unidade consumidora').selectOption('SP');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page.getByText('R$ 2.250,00 a R$ 4.500,00', { exact: true })).toBeVisible();
    await expect(page.getByText('R$ 27.000,00 a R$ 54.000,00')).toBeVisible();
    await expect(page.getByText('15,00% a 30,00%', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Premissas da estimativa' })).toContainText('TUSD');
    const cta = page.getByRole('link', { name: /falar com um especialista/ });
    await expect(cta).toHaveAttribute('href', /^https:\/\/wa\.me\/5511940028922\?text=/);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the bill field masks a pt-BR amount typed key by key and pasted', { tag: '@firefox' }, async ({ page, context }) => {
    await openHome(page);
    const bill = page.getByLabel('Valor médio da conta de luz por mês');
    await bill.pressSequentially('1500000,5');
    await expect(bill).toHaveValue('1.500.000,5');
    // A '.' groups thousands, never starts the cents; letters and signs are left out.
    await bill.fill('');
    await bill.pressSequentially('-1.50a');
    await expect(bill).toHaveValue('150');
    await allowClipboard(context);
    await page.evaluate(() => navigator.clipboard.writeText('R$ 15.000,00'));
    await bill.fill('');
    await bill.press('ControlOrMeta+V');
    await expect(bill).toHaveValue('15.000,00');
    await page.getByLabel('Estado da unidade consumidora').selectOption('SP');
    await expect(bill).toHaveValue('15.000,00');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page.getByText('R$ 2.250,00 a R$ 4.500,00', { exact: true })).toBeVisible();
  });

  test('the simulator keeps what a visitor typed and picked before the app ran, and answers a send made then without reloading', { tag: '@firefox' }, async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const bill = page.getByLabel('Valor médio da conta de luz por mês');
    await bill.fill('15000');
    await page.getByLabel('Estado da unidade consumidora').selectOption('SP');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page).toHaveURL(/\/$/);
    release();
    // The form hydrates once its code has arrived: the mask writes the amount the Brazilian way, and the send is answered.
    await expect(page.getByText('R$ 2.250,00 a R$ 4.500,00', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(bill).toHaveValue('15.000,00');
    await expect(page.getByLabel('Estado da unidade consumidora')).toHaveValue('SP');
    await expect(page.getByRole('radio', { name: /Grupo A/ })).toBeChecked();
    expect(visited.filter((url) => url.includes('?'))).toEqual([]);
  });

  test("a send while the simulator's code is on its way is answered when it arrives", async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/SimulatorForm-.+\.js$/);
    await openHome(page);
    await page.getByLabel('Valor médio da conta de luz por mês').fill('10.000,00');
    await page.getByLabel('Estado da unidade consumidora').selectOption('RJ');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page.getByText('R$ 1.800,00 a R$ 3.300,00', { exact: true })).toBeVisible();
  });

  test("the simulator's form code waits for the visitor's first touch of the card, and the first keys are kept", async ({ page }) => {
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/SimulatorForm-.+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await openHome(page);
    await page.waitForLoadState('networkidle');
    expect(formCode, 'the form code loaded before anyone touched the simulator').toEqual([]);
    const bill = page.getByLabel('Valor médio da conta de luz por mês');
    await bill.click();
    await page.keyboard.type('15000');
    await expect.poll(() => formCode.length).toBe(1);
    await page.getByLabel('Estado da unidade consumidora').selectOption('SP');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page.getByText('R$ 2.250,00 a R$ 4.500,00', { exact: true })).toBeVisible();
    await expect(bill).toHaveValue('15.000,00');
  });

  test('the simulator on a page the app draws afresh keeps what was typed and answers the send made before the app ran', async ({ page }) => {
    // The footer's year differs from the build's, so the app renders the page anew (new nodes) instead of hydrating it.
    await page.clock.install({ time: new Date('2025-06-10T09:00:00-03:00') });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('Valor médio da conta de luz por mês').fill('15000');
    await page.getByLabel('Estado da unidade consumidora').selectOption('SP');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    release();
    await expect(page.getByText('R$ 2.250,00 a R$ 4.500,00', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Valor médio da conta de luz por mês')).toHaveValue('15.000,00');
    await expect(page.getByLabel('Estado da unidade consumidora')).toHaveValue('SP');
    await expect(page.getByRole('radio', { name: /Grupo A/ })).toBeChecked();
  });

  test("a send as soon as the form's code is live, before its money mask arrives, is answered with the amount typed", async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/MoneyMask-.+\.js$/);
    await openHome(page);
    const form = page.getByRole('form', { name: 'Simulador de economia' });
    // The form's code comes at the first touch of the card.
    await page.getByLabel('Valor médio da conta de luz por mês').focus();
    await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await page.getByLabel('Valor médio da conta de luz por mês').fill('15000');
    await page.getByLabel('Estado da unidade consumidora').selectOption('SP');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    release();
    await expect(page.getByText('R$ 2.250,00 a R$ 4.500,00', { exact: true })).toBeVisible();
    await expect(page.getByText('Informe o valor médio da sua conta de luz.')).toHaveCount(0);
  });

  test('group B gets the not-yet-eligible message instead of a figure', async ({ page }) => {
    await openHome(page);
    await page.getByLabel('Valor médio da conta de luz por mês').fill('2.500,00');
    await page.getByLabel('Estado da unidade consumidora').selectOption('RS');
    await page.getByText('Grupo B', { exact: true }).click();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Baixa tensão ainda não pode migrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Quero ser avisado/ })).toHaveAttribute('href', /wa\.me\/5511940028922\?text=.*grupo%20B/);
  });

  test('?scenario=cms-down: the unavailable message, the fallback menu, and the simulator still answers', async ({ page }) => {
    await page.goto('/?scenario=cms-down');
    await expect(page.getByRole('alert')).toHaveText(UNAVAILABLE);
    await expect(nav(page).getByRole('link')).toHaveText(MENU);
    await expect(page.locator('#conteudo > section[id]')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByLabel('Valor médio da conta de luz por mês').fill('10000');
    await page.getByLabel('Estado da unidade consumidora').selectOption('RJ');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page.getByText('R$ 1.800,00 a R$ 3.300,00', { exact: true })).toBeVisible();
    await page.goto('/?scenario=none');
  });

  test('footer: five transparency links (PDFs are real), support e-mail, chat and copyright', { tag: '@firefox' }, async ({ page }) => {
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    const transparency = footer.getByRole('navigation', { name: 'Transparência' }).getByRole('link');
    await expect(transparency).toHaveCount(5);
    await expect(transparency.nth(0)).toHaveAttribute('href', '/aviso-de-privacidade');
    await expect(transparency.nth(1)).toHaveAttribute('href', '/canal-atendimento-cliente#titular-de-dados');
    await expect(transparency.nth(2)).toHaveAttribute('href', '/canal-atendimento-cliente#etica-e-compliance');
    for (const index of [3, 4]) {
      const href = (await transparency.nth(index).getAttribute('href')) ?? '';
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
    }
    await expect(footer.getByRole('link', { name: 'atendimento@auroraenergia.com.br' })).toHaveAttribute('href', 'mailto:atendimento@auroraenergia.com.br');
    await expect(footer.getByRole('link', { name: /Chat de atendimento/ })).toHaveAttribute('href', 'https://wa.me/5511940028922');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Aurora Energia. Todos os direitos reservados.`);
    await transparency.nth(2).click();
    await expect(page).toHaveURL(/\/canal-atendimento-cliente#etica-e-compliance$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ética e Compliance' })).toBeInViewport();
  });

  test('images load lazily, only when their section comes near', { tag: '@firefox' }, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openHome(page);
    await expect(page.locator('#inicio img')).toBeVisible();
    expect(requested).not.toContain('/images/cms/mercado-livre.svg');
    await nav(page).getByRole('link', { name: 'Mercado Livre de Energia' }).click();
    await expect(page.locator('#mercado-livre img')).toBeVisible();
    // The driver reports a request after the fact (over WebDriver BiDi, after the image may already show).
    await expect.poll(() => requested).toContain('/images/cms/mercado-livre.svg');
  });

  test('on /cookies a menu click goes to / with a full page load', async ({ page }) => {
    await page.goto('/cookies');
    // The app drives the menu (a click before it runs is the link's own: /#energia-renovavel); it starts after the first paint.
    await expect.poll(() => readStoreState(page)).not.toBeNull();
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await nav(page).getByRole('link', { name: 'Energia Renovável' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Semana da Energia Limpa' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  });

  test('the popup is modal: the page behind is inert, Escape closes it, and it does not return in the same session', { tag: '@firefox' }, async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Fechar' }).first()).toBeFocused();
    // Tab never reaches the page behind (past the last button the browser may take focus to its own UI).
    const focusBehind = () => popup.evaluate((dialog) => document.activeElement !== document.body && !dialog.contains(document.activeElement));
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusBehind()).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Perguntas Frequentes' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a click outside the popup dismisses it', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
    await expect(popup).toBeVisible();
    await page.mouse.click(40, 450);
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the popup never takes the keys of a visitor filling in the simulator: it opens once they leave the form', async ({ page }) => {
    // The visitor is in the field before the app runs (a page left alone gets the popup about a second after it loads).
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const bill = page.getByLabel('Valor médio da conta de luz por mês');
    await bill.click();
    await page.keyboard.type('15');
    release();
    // Past the moment the popup opens on a page left alone (the app started, then the browser idle), still typing.
    await appStartedAndIdle(page);
    await page.keyboard.type('0000', { delay: 250 });
    await expectPopupHeldBackUntilTheyLeave(page, bill, '150.000');
  });

  test('the popup never takes the keys of a visitor who starts typing on a settled page before the content arrives', async ({ page }) => {
    // The form's code held: its part of the page stays as the HTML drew it, and React stops the visitor's events there
    // at its root. Every call answers 1.5 s late (?scenario=slow): the page settles before its content (the popup) is in.
    const release = await holdScripts(page, /\/assets\/SimulatorForm-.+\.js$/);
    await page.goto('/?scenario=slow');
    await appStartedAndIdle(page);
    const bill = page.getByLabel('Valor médio da conta de luz por mês');
    await bill.click();
    await page.keyboard.type('15', { delay: 100 });
    // The content, popup included, arrives while the visitor is in the field.
    await expect
      .poll(async () => {
        const cms = (await readStoreState(page))?.cms as { queries?: Record<string, { endpointName?: string; status?: string }> } | undefined;
        return Object.values(cms?.queries ?? {}).some((query) => query.endpointName === 'contentItems' && query.status === 'fulfilled');
      })
      .toBe(true);
    await page.keyboard.type('00', { delay: 100 });
    release();
    await page.keyboard.type('00', { delay: 100 });
    await expectPopupHeldBackUntilTheyLeave(page, bill, '150.000');
  });

  test("the popup's 'Simular agora' closes it and brings the simulator into view", async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
    await popup.getByRole('button', { name: 'Simular agora' }).click();
    await expect(popup).toBeHidden();
    await expect.poll(() => sectionTop(page, 'inicio'), { timeout: 5000 }).toBe(60);
    await expect(page.locator('#inicio')).toBeFocused();
  });

  test('the skip link reaches the main area from the keyboard', async ({ page }) => {
    await openHome(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#conteudo')).toBeFocused();
  });
});
