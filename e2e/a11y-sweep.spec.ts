import type { Page } from '@playwright/test';
import { axeViolations, expectNoA11yViolations } from './axe';
import { DEMO, expect, signIn, test } from './fixtures';

/** Issue 8 item 7, issue 14 item 4: axe 4.14 (all WCAG 2.x A/AA tags) over every route, logged out and in. */
/**
 * A route, what shows that it has rendered (its page heading, or the report section it opens on) and the name of its
 * tab ('<page> | Aurora Energia', WCAG 2.4.2; the home's is the brand alone).
 */
type Stop = [path: string, shown: (page: Page) => Promise<void>, tab: string];

const titled =
  (name: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  };
/** /dashboard/economy and /dashboard/daily open the home scrolled to their section, whose heading takes the focus. */
const section =
  (name: string) =>
  async (page: Page): Promise<void> => {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeFocused();
  };

const PUBLIC_ROUTES: Stop[] = [
  ['/', titled('Energia mais barata e limpa para a sua empresa'), 'Aurora Energia'],
  ['/cookies', titled('Aviso de Cookies'), 'Aviso de Cookies | Aurora Energia'],
  ['/aviso-de-cookies', titled('Aviso de Cookies'), 'Aviso de Cookies | Aurora Energia'],
  ['/aviso-de-privacidade', titled('Aviso de Privacidade'), 'Aviso de Privacidade | Aurora Energia'],
  ['/canal-atendimento-cliente', titled('Canal de Atendimento ao Cliente'), 'Canal de Atendimento ao Cliente | Aurora Energia'],
  ['/auth/login', titled('Área do cliente'), 'Entrar | Aurora Energia'],
  ['/auth/reset-password', titled('Esqueceu sua senha?'), 'Esqueceu sua senha? | Aurora Energia'],
  ['/auth/first-access', titled('Primeiro Acesso'), 'Primeiro Acesso | Aurora Energia'],
  ['/auth/new-password/x@y.com/654321', titled('Crie uma nova senha'), 'Crie uma nova senha | Aurora Energia'],
  ['/404', titled('Página não encontrada'), 'Página não encontrada | Aurora Energia'],
];

/** Every customer route; Gestão shows the page to a manager and 'Acesso negado' (the spec's 'Permission Denied') to a customer. */
const customerRoutes = (management: 'Gestão' | 'Acesso negado'): Stop[] => [
  ['/auth/consumption-unit', titled('Unidade de consumo'), 'Unidade de consumo | Aurora Energia'],
  ['/dashboard/app', titled(/^Bem - Vindo\(a\), /), 'Início | Aurora Energia'],
  ['/dashboard/contract', titled('Contrato de Adesão'), 'Contrato de Adesão | Aurora Energia'],
  ['/dashboard/invoice', titled('Fatura'), 'Fatura | Aurora Energia'],
  ['/dashboard/units', titled('Todas as unidades'), 'Todas as unidades | Aurora Energia'],
  ['/dashboard/economy', section('Relatório de Economia'), 'Relatório de Economia | Aurora Energia'],
  ['/dashboard/daily', section('Relatório de Medição'), 'Relatório de Medição | Aurora Energia'],
  ['/dashboard/user/account', titled('Dados Cadastrais'), 'Dados Cadastrais | Aurora Energia'],
  ['/dashboard/user/profile', titled('Perfil'), 'Perfil | Aurora Energia'],
  ['/dashboard/user/x/edit', titled('Editar dados do usuário'), 'Editar dados do usuário | Aurora Energia'],
  ['/dashboard/management', titled(management), `${management} | Aurora Energia`],
];

/** Waits until the page shows its content and nothing is loading or moving (axe itself waits for animations to end). */
const settle = async (page: Page) => {
  await expect(page.locator('#conteudo')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  // /dashboard/economy and /dashboard/daily keep their section aligned while the content above it loads: wait
  // until the page stops moving (an element passing under the fixed header is not what a person taps).
  const position = () => page.evaluate(() => `${window.scrollY} ${document.documentElement.scrollHeight}`);
  await expect
    .poll(async () => {
      const before = await position();
      await page.waitForTimeout(250);
      return before === (await position());
    })
    .toBe(true);
};

/**
 * Opens `path` in the app already running, as the browser's back and forward buttons do: the address changes and the
 * router, told by `popstate`, renders that route. A full load for every route cost the sweep four times the CPU of the
 * route itself (README, "Speed"); the full loads are what the rest of the suite covers, page by page.
 */
const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * Scans every route in the app already loaded, each once it shows its own heading; fails once at the end with every
 * route's violations, so one run reports them all.
 */
const scanAll = async (page: Page, stops: Stop[]) => {
  const found: string[] = [];
  for (const [path, shown, tab] of stops) {
    await test.step(`axe ${path}`, async () => {
      if (new URL(page.url()).pathname !== path) await openInApp(page, path);
      await expect(page).toHaveURL(path);
      await shown(page);
      await expect(page).toHaveTitle(tab);
      await settle(page);
      found.push(...(await axeViolations(page)).map((line) => `${path} ${line}`));
    });
  }
  expect(found).toEqual([]);
};

const ACCOUNTS: { who: string; management: 'Gestão' | 'Acesso negado'; signInAs: (page: Page) => Promise<void> }[] = [
  { who: 'Mariana (3 units, customer)', management: 'Acesso negado', signInAs: (page: Page) => signIn(page, DEMO.mariana.document) },
  {
    who: 'Carlos (MFA)',
    management: 'Acesso negado',
    signInAs: async (page: Page) => {
      await signIn(page, DEMO.carlos.document);
      await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.waitForURL(/\/dashboard\//);
    },
  },
  { who: 'the manager with no contracts or invoices', management: 'Gestão', signInAs: (page: Page) => signIn(page, DEMO.empty.document) },
];

const sweep = () => {
  test('every public and auth route, logged out', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await scanAll(page, PUBLIC_ROUTES);
  });

  for (const { who, management, signInAs } of ACCOUNTS) {
    test(`every dashboard route, logged in as ${who}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page);
      await settle(page);
      await expectNoA11yViolations(page);
      await scanAll(page, customerRoutes(management));
    });
  }

  test('the 240-unit account: Todas as unidades, its invoices and the open unit picker', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.chain.document);
    await settle(page);
    await scanAll(page, [
      ['/dashboard/units', titled('Todas as unidades'), 'Todas as unidades | Aurora Energia'],
      ['/dashboard/invoice', titled('Fatura'), 'Fatura | Aurora Energia'],
    ]);
    await page.getByRole('button', { name: /^Unidade de consumo/ }).click();
    await expect(page.getByRole('dialog', { name: 'Unidade de consumo' }).locator('.ant-select-item-option-selected')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the MFA verify page', async ({ page }) => {
    await signIn(page, DEMO.carlos.document);
    await expect(page).toHaveURL(/\/auth\/verify\//);
    await settle(page);
    await expectNoA11yViolations(page);
  });
};

test.describe('axe sweep on a large screen (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  sweep();
});

test.describe('axe sweep on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  sweep();
});

test.describe('skip link is the first stop on every layout', () => {
  const expectSkipLinkFirst = async (page: Page) => {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Pular para o conteúdo');
    await expect(focused).toHaveAttribute('href', '#conteudo');
  };

  test('public site (/), after the popup is closed', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
    await popup.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(popup).toBeHidden();
    // The popup opens once per session: a fresh load starts from the top with nothing over the page.
    await page.reload();
    await settle(page);
    await expect(popup).toHaveCount(0);
    await expectSkipLinkFirst(page);
  });

  test('auth layout (/auth/login)', async ({ page }) => {
    await page.goto('/auth/login');
    await settle(page);
    await expectSkipLinkFirst(page);
  });

  test('dashboard layout (/dashboard/app)', async ({ page }) => {
    await signIn(page, DEMO.mariana.document);
    await page.goto('/dashboard/app');
    await settle(page);
    await expectSkipLinkFirst(page);
  });

  test('not-found page (/404)', async ({ page }) => {
    await page.goto('/404');
    await settle(page);
    await expectSkipLinkFirst(page);
  });
});
