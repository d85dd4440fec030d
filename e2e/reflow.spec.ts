import type { Page } from '@playwright/test';
import { DEMO, expect, scrollToSection, signIn, test } from './fixtures';
import { menuStill } from './focusReach';
import { layoutProblems } from './layout';
import { customerRoutes, expectNoneOnEach, MANAGER, MARIANA, openInApp, PUBLIC_ROUTES, settle, type Stop } from './routes';

/** The cue under a table wider than its box (shared/ui/scroll-region). */
const SCROLL_CUE = 'Role para o lado para ver todas as colunas';

/*
 * Reflow (WCAG 1.4.10) and text spacing (WCAG 1.4.12) on every route, logged out and in: at 320 × 640 CSS px (a small
 * phone, or a 1280 px screen at 400 %) no page scrolls sideways; with the text spacing applied to every element no
 * page scrolls sideways either, and no text is cut off or runs out of its box; e-mail addresses wrap only after '@'
 * or '.'. A wide table scrolls inside its own region (shared/ui/scroll-region), which the overflow check accepts.
 * Each route is opened in the running app, as the axe sweep does; one failure lists every route's problems. The same
 * checks at 1440 × 900 (the desktop's tables, side menu and header) run in the axe sweep's visit of each route there.
 */
const sweep = (page: Page, stops: Stop[]) => expectNoneOnEach(page, stops, layoutProblems, 'layout');

test.describe('reflow at 320 × 640 and text spacing (WCAG 1.4.10, 1.4.12)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every public and auth route, logged out, the site menu and the code step', { tag: '@firefox' }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await sweep(page, PUBLIC_ROUTES);
    await openInApp(page, '/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await menuStill(page);
    expect(await layoutProblems(page)).toEqual([]);
    await signIn(page, DEMO.carlos.document);
    await expect(page).toHaveURL(/\/auth\/verify\//);
    await settle(page);
    await expect(page).toHaveTitle('Verificação em duas etapas | Aurora Energia');
    expect(await layoutProblems(page)).toEqual([]);
  });

  for (const { who, management, signInAs } of [MARIANA, MANAGER]) {
    test(`every dashboard route and the menu, logged in as ${who}`, { tag: '@firefox' }, async ({ page }) => {
      test.setTimeout(150_000);
      await signInAs(page);
      await settle(page);
      await sweep(page, customerRoutes(management));
      await openInApp(page, '/dashboard/app');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await menuStill(page);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }
});

test.describe('Gestão on a small phone (320 × 640)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the units table scrolls in its own region, says so, and the keyboard brings 'Ver contratos' into view", async ({ page }) => {
    await MANAGER.signInAs(page);
    await openInApp(page, '/dashboard/management');
    const region = page.getByRole('region', { name: 'Unidades de consumo' });
    await expect(region).toHaveAccessibleDescription(SCROLL_CUE);
    await expect(page.getByText(SCROLL_CUE)).toBeVisible();
    const action = region.getByRole('button', { name: /^Ver contratos de / });
    await expect(action).not.toBeInViewport({ ratio: 1 });
    // The region is a tab stop of its own; the next one is the action inside it, which the region scrolls into view.
    await region.focus();
    await page.keyboard.press('Tab');
    await expect(action).toBeFocused();
    await expect(action).toBeInViewport({ ratio: 1 });
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('the chart tables on a small phone (320 × 640)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('open, they scroll in their own regions and the page does not, with and without the text spacing', async ({ page }) => {
    await MARIANA.signInAs(page);
    await settle(page);
    for (const report of ['Relatório de Economia', 'Relatório de Medição']) {
      const section = page.getByRole('region', { name: report });
      await scrollToSection(section);
      await section.getByRole('button', { name: 'ver dados em tabela' }).click();
      await expect(section.getByRole('table')).toBeVisible();
    }
    await settle(page);
    expect(await layoutProblems(page)).toEqual([]);
  });
});
