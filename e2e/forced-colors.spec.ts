import type { Page } from '@playwright/test';
import { expect, signIn, test, DEMO } from './fixtures';
import { borderlessChips, focusRing, lostSelections, vanishedControls } from './forcedColors';
import { openInApp, settle } from './routes';

/*
 * Forced colours (Windows contrast themes; Playwright's forcedColors: 'active', in the dark palette most people pick):
 * on the login, the dashboard home and the invoices every control keeps a visible shape, a chosen item still looks
 * chosen, the status chips keep their border, every keyboard stop shows an outline, and the chart tables read in the
 * user's colours while the charts keep theirs.
 */
test.use({ forcedColors: 'active', colorScheme: 'dark' });

/** Presses Tab through the whole page, once round, and lists every stop that shows no outline. */
const stopsWithoutRing = async (page: Page) => {
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const element = document.activeElement;
      return element && element !== document.body ? `${element.tagName}${element.id}${element.textContent?.slice(0, 40)}${element.getBoundingClientRect().top + window.scrollY}` : '';
    });
    if (!where || seen.has(where)) break;
    seen.add(where);
    const problem = await focusRing(page);
    if (problem) missing.push(problem);
  }
  expect(seen.size, 'the Tab walk reached the page').toBeGreaterThan(3);
  return missing;
};

const screenProblems = async (page: Page) => [...(await vanishedControls(page)), ...(await lostSelections(page)), ...(await borderlessChips(page))];

test.describe('forced colours (1440 × 900)', () => {
  test('the login: every control visible, an outline on every stop', async ({ page }) => {
    await page.goto('/auth/login');
    await settle(page);
    expect(await screenProblems(page)).toEqual([]);
    expect(await stopsWithoutRing(page)).toEqual([]);
  });

  for (const [path, heading] of [
    ['/dashboard/app', /^Bem - Vindo\(a\), /],
    ['/dashboard/invoice', 'Fatura'],
  ] as const) {
    test(`${path}: every control and chosen item visible, chips bordered, an outline on every stop`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, DEMO.mariana.document);
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await settle(page);
      // The reports below the fold load as they near the screen: bring them in before looking.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await screenProblems(page)).toEqual([]);
      expect(await stopsWithoutRing(page)).toEqual([]);
    });
  }

  test('the chart tables read in the forced colours; the charts keep their own on their own background', async ({ page }) => {
    await signIn(page, DEMO.mariana.document);
    await openInApp(page, '/dashboard/economy');
    const section = page.getByRole('region', { name: 'Relatório de Economia' });
    await expect(section.getByRole('img')).toBeVisible();
    const chart = section.getByRole('img');
    await expect(chart).toHaveCSS('forced-color-adjust', 'none');
    // An opaque background behind the canvas, not the user's page colour (dark bars on a black page).
    expect(await chart.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
    await section.getByRole('button', { name: 'ver dados em tabela' }).click();
    const table = section.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table).toHaveCSS('forced-color-adjust', 'auto');
  });
});
