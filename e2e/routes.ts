import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

/**
 * Every route the sweeps visit (axe in a11y-sweep, reflow and text spacing in reflow, zoom in zoom): a route is one
 * line here, and each sweep picks it up.
 *
 * A stop is a route, what shows that it has rendered (its page heading, or the report section it opens on) and the
 * name of its tab ('<page> | Aurora Energia', WCAG 2.4.2; the home's is the brand alone).
 */
export type Stop = [path: string, shown: (page: Page) => Promise<void>, tab: string];

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

export const PUBLIC_ROUTES: Stop[] = [
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

type Management = 'Gestão' | 'Acesso negado';

/** Every customer route; Gestão shows the page to a manager and 'Acesso negado' to a customer. */
export const customerRoutes = (management: Management): Stop[] => [
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
  ['/404', titled('Página não encontrada'), 'Página não encontrada | Aurora Energia'],
];

type Account = { who: string; management: Management; signInAs: (page: Page) => Promise<void> };

export const MARIANA: Account = {
  who: 'Mariana (3 units, customer)',
  management: 'Acesso negado',
  signInAs: (page) => signIn(page, DEMO.mariana.document),
};
export const CARLOS: Account = {
  who: 'Carlos (MFA)',
  management: 'Acesso negado',
  signInAs: async (page) => {
    await signIn(page, DEMO.carlos.document);
    await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(/\/dashboard\//);
  },
};
export const MANAGER: Account = {
  who: 'the manager with no contracts or invoices',
  management: 'Gestão',
  signInAs: (page) => signIn(page, DEMO.empty.document),
};

/** Waits until the page shows its content and nothing is loading or moving. */
export const settle = async (page: Page) => {
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
 * router, told by `popstate`, renders that route. A full load for every route cost a sweep four times the CPU of the
 * route itself; the full loads are what the rest of the suite covers, page by page.
 */
export const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Opens each stop in the running app, waits until it shows and settles, then runs `check` on it. */
const visitEach = async (page: Page, stops: Stop[], check: (path: string) => Promise<void>, step = 'visit') => {
  for (const [path, shown, tab] of stops) {
    await test.step(`${step} ${path}`, async () => {
      if (new URL(page.url()).pathname !== path) await openInApp(page, path);
      await expect(page).toHaveURL(path);
      await shown(page);
      await expect(page).toHaveTitle(tab);
      await settle(page);
      await check(path);
    });
  }
};

/** Runs `problems` on every stop in the running app and fails once at the end, listing every route's problems. */
export const expectNoneOnEach = async (page: Page, stops: Stop[], problems: (page: Page) => Promise<string[]>, step: string) => {
  const found: string[] = [];
  await visitEach(
    page,
    stops,
    async (path) => {
      found.push(...(await problems(page)).map((line) => `${path}: ${line}`));
    },
    step,
  );
  expect(found).toEqual([]);
};
