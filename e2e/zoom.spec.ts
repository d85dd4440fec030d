import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hiddenControls, menuStill } from './focusReach';
import { clippedText, sidewaysOverflow, withWholePage } from './layout';
import { customerRoutes, expectNoneOnEach, MARIANA, openInApp, PUBLIC_ROUTES, settle, type Stop } from './routes';

/*
 * Resize text (WCAG 1.4.4): a 1280 × 800 screen at 200 % zoom lays pages out in 640 × 400 CSS px at two device
 * pixels each, which is what the browser's zoom does. On every route nothing scrolls sideways, no text is cut off,
 * and every control the keyboard reaches comes into view clear of the sticky header when it gets the focus; the
 * menus, which hold the navigation at this width, too.
 */
// Reduced motion: the page scrolls to a focused control at once instead of smoothly, so it can be measured there.
test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });

const zoomProblems = async (page: Page, scope?: string) => [
  ...(await withWholePage(page, async () => [...(await sidewaysOverflow(page)), ...(await clippedText(page, { ownBox: false }))])),
  ...(await hiddenControls(page, scope)),
];

const sweep = (page: Page, stops: Stop[]) => expectNoneOnEach(page, stops, zoomProblems, 'zoom');

test.describe('200 % zoom on a 1280 × 800 screen (WCAG 1.4.4)', () => {
  test('every public and auth route, and the site menu', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    // The home's popup, a sheet at this width, opens once the hero has scrolled away; the visitor closes it first
    // (it opens once per visit), or it covers the lower part of the screen.
    await expect(page.getByRole('heading', { level: 2, name: 'Perguntas Frequentes' })).toBeAttached();
    await page.locator('#perguntas-frequentes').scrollIntoViewIfNeeded();
    const popup = page.getByRole('dialog', { name: 'Semana da Energia Limpa' });
    await popup.getByRole('button', { name: 'Fechar' }).last().click({ timeout: 10_000 });
    await expect(popup).toHaveCount(0);
    await sweep(page, PUBLIC_ROUTES);
    await openInApp(page, '/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await menuStill(page);
    expect(await zoomProblems(page, 'dialog[open]')).toEqual([]);
  });

  test('every dashboard route as Mariana, and the dashboard menu', async ({ page }) => {
    test.setTimeout(150_000);
    await MARIANA.signInAs(page);
    await settle(page);
    await sweep(page, customerRoutes(MARIANA.management));
    await openInApp(page, '/dashboard/app');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await menuStill(page);
    // The sweep reads the menu's own box: it is there once the drawer has finished opening.
    await expect(page.locator('.mobile-menu [role="dialog"]')).toBeVisible();
    expect(await zoomProblems(page, '.mobile-menu [role="dialog"]')).toEqual([]);
  });
});
