import type { Browser } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { loginReady, median, readSignInMarks, recordSignInMarks } from './signInMarks';

/**
 * 'Entrar' → greeting on the demo backend: at most 800 ms from the click to the frame after 'Bem - Vindo(a),
 * <name>' is on the dashboard, for a customer whose browser has not loaded the dashboard before (a new
 * browser context each time: empty cache, the login page loaded and filled in first).
 *
 * Both instants are taken in the page (the click's capturing listener and the first frame that finds the greeting,
 * on the page's clock: e2e/signInMarks.ts), so Playwright's own polling does not count. The check is on the median of three sign-ins:
 * one slow run on a busy machine (another test's build, a garbage collection) does not fail it, a slow
 * dashboard does. Each time is printed.
 */
const BUDGET_MS = 800;
const RUNS = 3;

const signInOnce = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await recordSignInMarks(page);
    await page.goto('/auth/login');
    await loginReady(page);
    await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(DEMO.mariana.document);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: `Bem - Vindo(a), ${DEMO.mariana.name}` })).toBeVisible();
    await expect.poll(() => readSignInMarks(page).then((marks) => marks.greeting ?? 0), { intervals: [100] }).toBeGreaterThan(0);
    const marks = await readSignInMarks(page);
    expect(marks.clickedAt, "the click on 'Entrar' was seen").toBeDefined();
    expect(errors, 'page errors').toEqual([]);
    return Math.round(marks.greeting! - marks.clickedAt!);
  } finally {
    await context.close();
  }
};

test(`'Entrar' → greeting in at most ${BUDGET_MS} ms (median of ${RUNS} sign-ins, demo backend)`, async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await signInOnce(browser, baseURL!));
  const summary = `'Entrar' → greeting: ${times.join(' ms, ')} ms; median ${median(times)} ms (budget ${BUDGET_MS} ms)`;
  test.info().annotations.push({ type: 'timing', description: summary });
  process.stdout.write(`${summary}\n`);
  expect(median(times), `median of ${times.join(', ')} ms`).toBeLessThanOrEqual(BUDGET_MS);
});
