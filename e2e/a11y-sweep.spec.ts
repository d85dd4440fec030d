import type { Page } from '@playwright/test';
import { axeViolations, expectNoA11yViolations } from './axe';
import { DEMO, expect, signIn, test } from './fixtures';

/** Issue 8 item 7, issue 14 item 4: axe 4.14 (all WCAG 2.x A/AA tags) over every route, logged out and in. */
const PUBLIC_ROUTES = [
  '/',
  '/cookies',
  '/aviso-de-cookies',
  '/aviso-de-privacidade',
  '/canal-atendimento-cliente',
  '/auth/login',
  '/auth/reset-password',
  '/auth/first-access',
  '/auth/new-password/x@y.com/654321',
  '/404',
];

const CUSTOMER_ROUTES = [
  '/auth/consumption-unit',
  '/dashboard/app',
  '/dashboard/contract',
  '/dashboard/invoice',
  '/dashboard/economy',
  '/dashboard/daily',
  '/dashboard/user/account',
  '/dashboard/user/profile',
  '/dashboard/user/x/edit',
  '/dashboard/management',
];

/** Waits until the page shows its content and nothing is loading or animating, so axe sees what a person sees. */
const settle = async (page: Page) => {
  await expect(page.locator('#conteudo')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
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

/** Scans every path and fails once at the end with every route's violations, so one run reports them all. */
const scanAll = async (page: Page, paths: string[]) => {
  const found: string[] = [];
  for (const path of paths) {
    await test.step(`axe ${path}`, async () => {
      await page.goto(path);
      await settle(page);
      found.push(...(await axeViolations(page)).map((line) => `${path} ${line}`));
    });
  }
  expect(found).toEqual([]);
};

const ACCOUNTS = [
  { who: 'Mariana (3 units, customer)', signInAs: (page: Page) => signIn(page, DEMO.mariana.document) },
  {
    who: 'Carlos (MFA)',
    signInAs: async (page: Page) => {
      await signIn(page, DEMO.carlos.document);
      await page.getByLabel('Código de verificação').fill(DEMO.carlos.code);
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.waitForURL(/\/dashboard\//);
    },
  },
  { who: 'the manager with no contracts or invoices', signInAs: (page: Page) => signIn(page, DEMO.empty.document) },
];

const sweep = () => {
  test('every public and auth route, logged out', async ({ page }) => {
    test.setTimeout(120_000);
    await scanAll(page, PUBLIC_ROUTES);
  });

  for (const { who, signInAs } of ACCOUNTS) {
    test(`every dashboard route, logged in as ${who}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page);
      await settle(page);
      await expectNoA11yViolations(page);
      await scanAll(page, CUSTOMER_ROUTES);
    });
  }

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
