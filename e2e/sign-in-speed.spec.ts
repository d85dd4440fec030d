import type { Browser } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/**
 * 'Entrar' → greeting on the demo backend: at most 800 ms from the click to the frame after 'Bem - Vindo(a),
 * <name>' is on the dashboard, for a customer whose browser has not loaded the dashboard before (a new
 * browser context each time: empty cache, the login page loaded and filled in first).
 *
 * Both instants are taken in the page (the click's capturing listener and a MutationObserver, on the
 * page's clock), so Playwright's own polling does not count. The check is on the median of three sign-ins:
 * one slow run on a busy machine (another test's build, a garbage collection) does not fail it, a slow
 * dashboard does. Each time is printed.
 */
const BUDGET_MS = 800;
const RUNS = 3;
const GREETING = /^Bem - Vindo\(a\), \S/;

type Marks = { clickedAt?: number; greetedAt?: number };

const signInOnce = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((source) => {
      const greeting = new RegExp(source);
      const marks: Marks = {};
      (window as unknown as { __signInMarks: Marks }).__signInMarks = marks;
      const now = () => performance.timeOrigin + performance.now();
      document.addEventListener(
        'click',
        (event) => {
          const button = (event.target as Element | null)?.closest('button');
          if (button?.textContent?.trim() === 'Entrar') marks.clickedAt = now();
        },
        true,
      );
      const observer = new MutationObserver(() => {
        if (marks.clickedAt === undefined || marks.greetedAt !== undefined) return;
        const heading = [...document.querySelectorAll('h1')].find((element) => greeting.test(element.textContent ?? ''));
        if (!heading) return;
        marks.greetedAt = -1;
        // The greeting is in the document: the next frame paints it.
        requestAnimationFrame(() => {
          marks.greetedAt = now();
          observer.disconnect();
        });
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, GREETING.source);

    await page.goto('/auth/login');
    await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(DEMO.mariana.document);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: `Bem - Vindo(a), ${DEMO.mariana.name}` })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __signInMarks: Marks }).__signInMarks.greetedAt ?? 0)).toBeGreaterThan(0);
    const marks = await page.evaluate(() => (window as unknown as { __signInMarks: Marks }).__signInMarks);
    expect(marks.clickedAt, "the click on 'Entrar' was seen").toBeDefined();
    expect(errors, 'page errors').toEqual([]);
    return Math.round(marks.greetedAt! - marks.clickedAt!);
  } finally {
    await context.close();
  }
};

test(`'Entrar' → greeting in at most ${BUDGET_MS} ms (median of ${RUNS} sign-ins, demo backend)`, async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await signInOnce(browser, baseURL!));
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const summary = `'Entrar' → greeting: ${times.join(' ms, ')} ms; median ${median} ms (budget ${BUDGET_MS} ms)`;
  test.info().annotations.push({ type: 'timing', description: summary });
  process.stdout.write(`${summary}\n`);
  expect(median, `median of ${times.join(', ')} ms`).toBeLessThanOrEqual(BUDGET_MS);
});
