import { DEMO, expect, signIn, test } from './fixtures';
import { median, readSignInMarks, recordSignInMarks } from './signInMarks';

test('measured: from Entrar to the greeting and to the first chart drawn (demo build, Chromium)', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const greeting: number[] = [];
  const chart: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    // A fresh context per run: nothing cached, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await recordSignInMarks(page, 'chart');
    // The deep link to the economy report: the customer lands on the chart after signing in.
    await page.goto('/dashboard/economy');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, DEMO.mariana.document);
    await expect.poll(() => readSignInMarks(page).then((marks) => marks.chart), { timeout: 20_000 }).toBeDefined();
    const marks = await readSignInMarks(page);
    greeting.push(marks.greeting! - marks.clickedAt!);
    chart.push(marks.chart! - marks.clickedAt!);
    await context.close();
  }
  const summary = `Entrar → greeting: median ${Math.round(median(greeting))} ms (${greeting.map(Math.round).join(', ')}); Entrar → first chart drawn: median ${Math.round(median(chart))} ms (${chart.map(Math.round).join(', ')})`;
  testInfo.annotations.push({ type: 'timing', description: summary });
  process.stdout.write(`${summary}\n`);
  expect(median(greeting)).toBeLessThan(median(chart));
  expect(median(greeting)).toBeLessThan(3000);
  expect(median(chart)).toBeLessThan(6000);
});
