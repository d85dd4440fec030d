import type { Page } from '@playwright/test';
import { axeViolations, expectNoA11yViolations } from './axe';
import { DEMO, expect, signIn, test } from './fixtures';
import { layoutProblems } from './layout';
import { CARLOS, customerRoutes, expectNoneOnEach, MANAGER, MARIANA, PUBLIC_ROUTES, settle, type Stop } from './routes';

/** Issue 8 item 7, issue 14 item 4: axe 4.14 (all WCAG 2.x A/AA tags) over every route, logged out and in. */
/**
 * Scans every route in the app already loaded, each once it shows its own heading; fails once at the end with every
 * route's violations, so one run reports them all. With `layout`, the same visit also checks reflow and text spacing
 * (e2e/layout.ts, WCAG 1.4.10 and 1.4.12): on the large screen the 320 px sweep (reflow.spec.ts) cannot see the
 * desktop's tables, side menu and header, and a second sweep over the same routes only to check them cost a sign-in and
 * a render of every route.
 */
const scanAll = (page: Page, stops: Stop[], layout: boolean) =>
  expectNoneOnEach(page, stops, async (scanned) => [...(await axeViolations(scanned)), ...(layout ? await layoutProblems(scanned) : [])], layout ? 'axe and layout' : 'axe');

/** The accounts swept, and whether the large screen's layout checks run on their routes (the customer's, as at 320 px). */
const ACCOUNTS = [
  { ...MARIANA, layout: true },
  { ...CARLOS, layout: false },
  { ...MANAGER, layout: false },
];

const sweep = (screen: 'large' | 'phone') => {
  test('every public and auth route, logged out', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await scanAll(page, PUBLIC_ROUTES, screen === 'large');
  });

  for (const { who, management, signInAs, layout } of ACCOUNTS) {
    test(`every dashboard route, logged in as ${who}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page);
      await settle(page);
      await expectNoA11yViolations(page);
      await scanAll(page, customerRoutes(management), layout && screen === 'large');
    });
  }

  test('the MFA verify page', async ({ page }) => {
    await signIn(page, DEMO.carlos.document);
    await expect(page).toHaveURL(/\/auth\/verify\//);
    await settle(page);
    await expectNoA11yViolations(page);
  });
};

test.describe('axe sweep on a large screen (1440×900), with reflow and text spacing logged out and as the customer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  sweep('large');
});

test.describe('axe sweep on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  sweep('phone');
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
