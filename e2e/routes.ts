import type { Page } from '@playwright/test';
import { ROUTES } from '../src/shared/routes/table';
import type { Screen } from '../src/shared/routes/types';
import { DEMO, expect, signIn, test } from './fixtures';

/**
 * Every route the sweeps visit (axe in a11y-sweep, reflow and text spacing in reflow, zoom in zoom): the screens of
 * the route table (src/shared/routes/table.ts), so a new screen is swept as soon as it is there.
 *
 * A stop is a route, what shows that it has rendered (its page heading, or the report section it opens on) and the
 * name of its tab ('<page> | Aurora Energia', WCAG 2.4.2; the home's is the brand alone).
 */
export type Stop = [path: string, shown: (page: Page) => Promise<void>, tab: string];

const BRAND = 'Aurora Energia';

const titled =
  (name: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  };
/**
 * /dashboard/economy and /dashboard/daily open the home scrolled to their section, whose heading takes the focus. The
 * heading may go on to name its scope ('Relatório de Economia — Loja Centro', decisions §11).
 */
const section =
  (title: string) =>
  async (page: Page): Promise<void> => {
    const name = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( — .+)?$`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
  };

type Entries = typeof ROUTES;
type RouteId = keyof Entries;
/** The screens whose page names itself (the table's `heading: null`): each needs its own sign of having rendered. */
type NamesItself = { [K in RouteId]: Entries[K] extends { heading: null } ? K : never }[RouteId];
const SHOWN: Record<NamesItself, (page: Page) => Promise<void>> = {
  home: titled('Energia mais barata e limpa para a sua empresa'),
  app: titled(/^Bem - Vindo\(a\), /),
  economy: section(ROUTES.economy.title),
  daily: section(ROUTES.daily.title),
};
const namesItself = (id: string): id is NamesItself => id in SHOWN;

/** The values the sweeps put in the patterns that have them. */
const SAMPLE: Record<string, string> = { email: 'x@y.com', code: '654321', id: 'x' };

const SCREENS = Object.entries(ROUTES).flatMap(([id, entry]) => ('page' in entry ? [{ ...(entry as Screen), id }] : []));

const tab = (name: string | null) => (name === null ? BRAND : `${name} | ${BRAND}`);

/** A screen as the sweeps open it; `denied`: the account's role may not open it, so it shows 'Acesso negado'. */
const stop = (screen: Screen & { id: string }, denied = false): Stop => {
  const path = screen.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? name);
  if (denied) return [path, titled('Acesso negado'), tab('Acesso negado')];
  const shown = namesItself(screen.id) ? SHOWN[screen.id] : titled(screen.heading ?? screen.title ?? '');
  return [path, shown, tab(screen.title)];
};

/** The screens a signed-out visitor opens (the code step needs a sign-in waiting for its code). */
export const PUBLIC_ROUTES: Stop[] = SCREENS.filter((screen) => ['anyone', 'guest', 'signIn'].includes(screen.access)).map((screen) => stop(screen));

/** Whether the account may open the screens limited to some roles (Gestão) or gets 'Acesso negado' there. */
type Management = 'allowed' | 'denied';

/** Every customer route, then the 404 page signed in. */
export const customerRoutes = (management: Management): Stop[] => [
  ...SCREENS.filter((screen) => screen.access === 'signedIn').map((screen) => stop(screen, Boolean(screen.roles) && management === 'denied')),
  stop({ ...ROUTES.notFound, id: 'notFound' }),
];

type Account = { who: string; management: Management; signInAs: (page: Page) => Promise<void> };

export const MARIANA: Account = {
  who: 'Mariana (3 units, customer)',
  management: 'denied',
  signInAs: (page) => signIn(page, DEMO.mariana.document),
};
export const CARLOS: Account = {
  who: 'Carlos (MFA)',
  management: 'denied',
  signInAs: async (page) => {
    await signIn(page, DEMO.carlos.document);
    await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(/\/dashboard\//);
  },
};
export const MANAGER: Account = {
  who: 'the manager with no contracts or invoices',
  management: 'allowed',
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
