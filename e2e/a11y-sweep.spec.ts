import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

/** Issue 8 item 7: axe over every route, logged out and in, on a large screen and a phone. */
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
};

const scanAt = async (page: Page, path: string) => {
  await test.step(`axe ${path}`, async () => {
    await page.goto(path);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
  });
};

const sweep = () => {
  test('every public and auth route, logged out', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PUBLIC_ROUTES) await scanAt(page, path);
  });

  test('every customer route, logged in as Mariana (unit choice first)', async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, DEMO.mariana.document);
    await expect(page).toHaveURL(/\/auth\/consumption-unit$/);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    for (const path of CUSTOMER_ROUTES) await scanAt(page, path);
    await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  });

  test('the MFA verify page', async ({ page }) => {
    await signIn(page, DEMO.carlos.document);
    await expect(page).toHaveURL(/\/auth\/verify\//);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
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
