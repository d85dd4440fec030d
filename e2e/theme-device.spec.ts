import { DEMO, expect, signIn, test } from './fixtures';

/**
 * Decisions §11: the portal is drawn in the device's light or dark mode until the customer chooses one in
 * Configurações; from the first paint (index.html's inline script) and live while no choice is stored.
 */
test("the device's dark mode from the first paint, followed live, until 'Claro' is chosen and kept", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Before any app code: the page built into HTML, as its inline script draws it.
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  await signIn(page, DEMO.mariana.document);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');

  // The device changes: the portal follows, without a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Configurações' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurações' });
  await expect(drawer.getByRole('radio', { name: /Escuro/ })).toBeChecked();
  await drawer.getByText('Claro', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('persist:settings') ?? '{}').themeMode)).toBe('"light"');

  // Chosen: the device no longer rules, now or after a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
});
