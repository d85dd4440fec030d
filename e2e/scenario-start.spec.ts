import { expect, DEMO, signIn, test } from './fixtures';

/** Issue 14 item 5: `?scenario=NAME` is kept for the tab from the page's start, before the demo backend loads. */
test('a scenario opened on / holds when QA goes straight on to the login', async ({ page }) => {
  // Module scripts run before DOMContentLoaded; the demo backend loads only after the first paint.
  await page.goto('/?scenario=files-missing', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => sessionStorage.getItem('demo-scenario'))).toBe('files-missing');
  await page.goto('/auth/login');
  await signIn(page, DEMO.mariana.document);
  await page.goto('/dashboard/contract');
  await page.getByRole('button', { name: 'Baixar contrato AUR-2022-0187' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Arquivo não encontrado' })).toBeVisible();
});
