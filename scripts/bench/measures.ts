import type { Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DEMO } from '../../e2e/fixtures';
import { SKIPPED } from '../lighthouse/shared.mjs';
import { loginReady, readSignInMarks, recordSignInMarks } from './signInMarks';
import type { Measure, Target } from './targets';

/**
 * The ways a figure is taken, for figures.ts. Each returns a Measure: one sample of one build, on the target the
 * figure's `serve` names.
 */

/** One Lighthouse run of `path` (mobile preset: simulated slow 4G, 4× CPU; performance only) per target and round. */
const lighthouseRun = (target: Target, path: string, round: number) =>
  target.once(`lighthouse ${path} ${round}`, async () => {
    const port = await target.lighthousePort();
    const result = await lighthouse(`${target.url}${path}`, { port, logLevel: 'error', onlyCategories: ['performance'], ...SKIPPED });
    if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    target.cpuIndex.push(Math.round(result.lhr.environment.benchmarkIndex));
    return result.lhr;
  });

/** Lighthouse's performance score of `path`, 0-100. */
export const lighthouseScore =
  (path: string): Measure =>
  async (target, round) =>
    Math.round(((await lighthouseRun(target, path, round)).categories.performance?.score ?? 0) * 100);

/** One of Lighthouse's metrics of `path` (its `numericValue`: ms for the timings). */
export const lighthouseMetric =
  (path: string, audit: string): Measure =>
  async (target, round) =>
    (await lighthouseRun(target, path, round)).audits[audit]?.numericValue ?? NaN;

/**
 * ms from the click on 'Entrar' to the first frame that shows `until` (the greeting, or the economy report's chart with
 * pixels drawn), both instants on the page's clock (signInMarks.ts). `from` is the login, or a deep link that leads to
 * it. A new browser context each time: an empty cache, as a customer's first sign-in.
 */
export const signInTime =
  (from: string, until: 'greeting' | 'chart'): Measure =>
  async (target) => {
    const context = await target.browser.newContext({ baseURL: target.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await recordSignInMarks(page, until);
      await page.goto(from);
      await page.waitForURL(/\/auth\/login$/);
      await loginReady(page);
      await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(DEMO.mariana.document);
      await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      // The instant is taken in the page; polling every 100 ms only finds it.
      await page.waitForFunction((mark) => (window as unknown as { __signInMarks: Record<string, number | undefined> }).__signInMarks[mark] !== undefined, until, { polling: 100, timeout: 30_000 });
      const marks = await readSignInMarks(page);
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
      if (marks.clickedAt === undefined) throw new Error("the click on 'Entrar' was not seen");
      return marks[until]! - marks.clickedAt;
    } finally {
      await context.close();
    }
  };

type Viewport = { width: number; height: number };
type BenchWindow = { __bench: { mount: (kind: string) => Promise<number>; openPicker: () => Promise<void>; keystroke: (text: string) => Promise<number>; closePicker: () => void } };
type HarnessPage = { page: Page; pickerOpen: boolean };

/** The render harness in a page of `viewport`, its CPU slowed 4× (as a mid-range phone's), kept open across rounds. */
const harnessPage = (target: Target, viewport: Viewport) =>
  target.once(`harness ${viewport.width}×${viewport.height}`, async (): Promise<HarnessPage> => {
    const page = await target.browser.newPage({ viewport });
    await page.goto(`${target.url}/`);
    await page.waitForFunction(() => document.title === 'ready');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return { page, pickerOpen: false };
  });

const harness = async (target: Target, viewport: Viewport, picker: boolean) => {
  const state = await harnessPage(target, viewport);
  await state.page.bringToFront();
  if (state.pickerOpen !== picker) {
    await state.page.evaluate((open) => (open ? (window as unknown as BenchWindow).__bench.openPicker() : (window as unknown as BenchWindow).__bench.closePicker()), picker);
    state.pickerOpen = picker;
  }
  return state.page;
};

/** ms from mounting a view over a store that already holds the 240-store chain's data to the frame showing its rows. */
export const harnessMount =
  (viewport: Viewport, view: 'units' | 'invoices'): Measure =>
  async (target) =>
    (await harness(target, viewport, false)).evaluate((kind) => (window as unknown as BenchWindow).__bench.mount(kind), view);

/** What is typed into the unit picker's search, one keystroke a round: each build types the same text in the same round. */
const TYPED = ['s', 'sa', 'sao', 'sao ', 'sao j', 'sao jo', 'sao jos', 'sao jose', 'sao jos', 'sao j', 'sao', 'sa', 's', ''];

/** ms from the picker's search text changing (240 units) to the filtered list painted. */
export const pickerKeystroke =
  (viewport: Viewport): Measure =>
  async (target, round) =>
    (await harness(target, viewport, true)).evaluate((text) => (window as unknown as BenchWindow).__bench.keystroke(text), TYPED[((round % TYPED.length) + TYPED.length) % TYPED.length]!);
