import { expect, expectNoA11yViolations, readStoreState, test } from './fixtures';

// On a phone the content popup never covers the hero: it waits until the hero has scrolled away, then opens as a
// bottom sheet that leaves the page usable (e2e/prerender.spec.ts), so these tests have nothing to close first.
test.describe('public home on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('64 px header; the menu opens in a 250 px right drawer; an item closes it and scrolls to its section', async ({ page }) => {
    await page.goto('/');
    // The app opens the menu; it starts after the page's first paint.
    await expect.poll(() => readStoreState(page)).not.toBeNull();
    await expect(page.locator('header.ps-header')).toHaveCSS('height', '64px');
    await expect(page.getByRole('navigation', { name: 'Seções do site' })).toBeHidden();
    const button = page.getByRole('button', { name: /menu/i });
    await button.click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Menu' }) });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toHaveCSS('width', '250px');
    // Once the slide-in ends, the panel's right edge is the screen's right edge.
    await expect.poll(async () => Math.round(((await panel.boundingBox())?.x ?? 0) * 10) / 10).toBe(140);
    await expect(drawer.getByText('Versão 2.8.69')).toBeVisible();
    await expectNoA11yViolations(page);
    await drawer.getByRole('link', { name: 'Perguntas Frequentes' }).click();
    await expect(drawer).toBeHidden();
    await expect
      .poll(() => page.locator('#perguntas-frequentes').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 6000 })
      .toBe(60);
    // Pressed where it is on screen: Playwright over BiDi (Firefox) scrolls the page before a locator's click, even to
    // a button already in view, and this sticky header's scrolls the section away.
    const box = (await button.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Perguntas Frequentes' })).toHaveAttribute('aria-current', 'location');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();

    // Modal: Tab stays in the drawer (or leaves for the browser's own UI), never the page behind it. Last: Firefox's
    // page does not get the focus back from its UI under Playwright over BiDi.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((panel) => document.activeElement === document.body || panel.contains(document.activeElement))).toBe(true);
    }
  });

  test("the drawer's 'Simular Economia' goes to the simulator and 'Login' to the login screen", async ({ page }) => {
    await page.goto('/');
    await page.locator('#depoimentos').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Simular Economia' }).click();
    await expect.poll(() => page.locator('#inicio').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 6000 }).toBe(60);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the simulator works on a phone', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Valor médio da conta de luz por mês').fill('8.000,00');
    await page.getByLabel('Estado da unidade consumidora').selectOption('SC');
    await page.getByText('Grupo A', { exact: true }).click();
    await page.getByRole('button', { name: 'Calcular economia' }).click();
    await expect(page.getByText('R$ 960,00 a R$ 2.080,00', { exact: true })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
