import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, signIn } from '../../e2e/fixtures';
import type { Figure } from './figures';
import type { Measure, Target } from './targets';

/**
 * The load curve's drawing budgets (issue 50), in Chromium with the CPU slowed 4× (CDP), Mariana's Loja Centro:
 * - a month at 15 minutes (2,976 intervals) drawn, from the answer's last byte (Resource Timing's `responseEnd`) to the
 *   first frame after the chart has drawn it: the page is open on a day of another month, its code already in, and is sent to the month as its address changes (what a customer's 'Mês' or a link does);
 * - a switch of 'Dia', 'Semana', 'Mês' with the three periods' answers in (the page fetches them as it opens), from
 *   the click to the first frame after the new period is drawn.
 * The page marks its chart's box with what it last drew (`data-drawn`, in the commit that puts the period's SVG on the
 * page; on G2's 'afterrender' while the chart was G2's); the frame is taken in the page, one requestAnimationFrame
 * after the mark appears, so the time covers the chart painted.
 */

const CHART = '[data-testid="grafico-curva-de-carga"] [data-drawn]';

const saoPauloToday = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const monthsBack = (count: number) => {
  const today = saoPauloToday();
  return new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - count, 1)).toISOString().slice(0, 7);
};

/** Mariana signed in once per target; each sample opens its own page in that context. */
const signedIn = (target: Target) =>
  target.once('load curve: Mariana', async (): Promise<BrowserContext> => {
    const context = await target.browser.newContext({ baseURL: target.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, DEMO.mariana.document);
    await page.close();
    return context;
  });

/** Waits in the page for the first frame after the chart's mark starts with `prefix`, and returns that frame's time. */
const watchDrawn = (page: Page, prefix: string) =>
  page.evaluate(
    ([selector, wanted]) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const drawn = document.querySelector<HTMLElement>(selector)?.dataset.drawn ?? '';
          if (drawn.startsWith(wanted)) requestAnimationFrame((frame) => resolve(frame));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [CHART, prefix] as const,
  );

const open = async (target: Target, path: string) => {
  const page = await (await signedIn(target)).newPage();
  await page.goto(path);
  await page.waitForSelector(CHART, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
};

/** ms from a month's answer at 15 minutes to its chart drawn; each round a month of its own, never asked before. */
const monthDrawn: Measure = async (target, round) => {
  const month = monthsBack(2 + (((round % 12) + 12) % 12));
  const page = await open(target, `/dashboard/load-curve?view=day&date=${saoPauloToday().slice(0, 8)}01`);
  try {
    const drawn = watchDrawn(page, `month ${month}-01`);
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/dashboard/load-curve?view=month&date=${month}-14`);
    const drawnAt = await drawn;
    const answeredAt = await page.evaluate(
      (from) => performance.getEntriesByType('resource').find((entry): entry is PerformanceResourceTiming => entry.name.includes('/v1/Energy/measurements') && entry.name.includes(`from=${from}`) && entry.name.includes('resolution=15m'))?.responseEnd,
      `${month}-01`,
    );
    if (answeredAt === undefined) throw new Error(`no answer for ${month} at 15 minutes was seen`);
    return drawnAt - answeredAt;
  } finally {
    await page.close();
  }
};

const SWITCHES = [
  ['Semana', 'week'],
  ['Mês', 'month'],
  ['Dia', 'day'],
] as const;

/** ms from a click on 'Dia', 'Semana' or 'Mês' to the period drawn, the page kept open across rounds (each round the next). */
const switchRedrawn: Measure = async (target, round) => {
  const page = await target.once('load curve: switch page', () => open(target, `/dashboard/load-curve?view=day&date=${monthsBack(1)}-14`));
  const [label, view] = SWITCHES[((round % 3) + 3) % 3]!;
  const clickedAt = page.evaluate(
    () => new Promise<number>((resolve) => document.addEventListener('click', (event) => resolve(event.timeStamp), { capture: true, once: true })),
  );
  const drawn = watchDrawn(page, `${view} `);
  await page.locator('.ant-segmented-item', { hasText: label }).click();
  return (await drawn) - (await clickedAt);
};

const common = { unit: 'ms', serve: 'http' } as const;
export const LOAD_CURVE_FIGURES: Figure[] = [
  { ...common, name: "'Curva de carga': a month at 15 min drawn after its answer, 4× CPU", budget: { max: 300 }, rounds: 9, warmup: 1, measure: monthDrawn },
  { ...common, name: "'Curva de carga': 'Dia'/'Semana'/'Mês' switch redrawn, 4× CPU", budget: { max: 200 }, rounds: 15, warmup: 3, measure: switchRedrawn },
];
