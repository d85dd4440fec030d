import { join } from 'node:path';
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type TestInfo } from '@playwright/test';
import bidi from 'playwright-bidi';

/**
 * The `firefox` project runs the same specs in Debian's Firefox ESR, which Playwright drives only over WebDriver BiDi.
 * @playwright/test 1.65 cannot (its first newContext sends `emulation.setMediaFeaturesOverride`, unknown to ESR 153),
 * so the browser comes from playwright-core 1.58.2, pinned as the npm alias `playwright-bidi` (README, "Firefox").
 * The test runner, its fixtures and `expect` stay 1.65's; three seams join the two versions:
 * - the worker's `browser` is launched by 1.58.2;
 * - each context gets the options the test asks for (its project's, `test.use`'s) through 1.58.2's own hook, as 1.65
 *   gives them to its own browsers; `isMobile` and `hasTouch` are left out, which BiDi cannot emulate (a phone is a
 *   390 × 844 viewport there);
 * - 1.65's `expect` knows a page or a locator by the name its classes carry, which 1.58.2's lack: they are given it.
 */

/** Where a worker's Firefox saves downloads (e2e/download.ts reads them there): one folder per worker of the run. */
export const firefoxDownloadFolder = (outputDir: string, workerIndex: number) => join(outputDir, `firefox-downloads-${workerIndex}`);

/**
 * - Downloads go to the worker's folder without asking, and only there: Firefox would also open its downloads panel,
 *   and a PDF in a new tab, each taking the focus from the page (a key pressed next would go there).
 * - Scrollbars float over the page, as on a phone and in Chromium's headless shell: classic ones would take 12 px from
 *   a 390 px viewport, which no customer's phone does.
 */
const firefoxPrefs = (downloadFolder: string) => ({
  'browser.download.folderList': 2,
  'browser.download.dir': downloadFolder,
  'browser.download.useDownloadDir': true,
  'browser.download.always_ask_before_handling_new_types': false,
  'browser.download.alwaysOpenPanel': false,
  'pdfjs.disabled': true,
  'widget.gtk.overlay-scrollbars.enabled': true,
  'ui.useOverlayScrollbars': 1,
});

type Hooks = { addListener: (listener: object) => void; removeListener: (listener: object) => void };
/** 1.58.2's client instrumentation: what it runs before each new context, shared by every object it creates. */
const hooks = (bidi as unknown as { _instrumentation: Hooks })._instrumentation;

/** Gives 1.58.2's class of `object` the name 1.65's `expect` checks (`toBeVisible can be only used with Locator…`). */
const nameClass = (object: object, name: string) => {
  const prototype = Object.getPrototypeOf(object) as object;
  if (!Object.hasOwn(prototype, '_apiName')) Object.defineProperty(prototype, '_apiName', { value: name });
};

/**
 * Firefox stops a page's loads as soon as a navigation away from it starts, while the page still runs (Chromium lets it
 * go quietly). The page being left then reports what failed: its module imports ('error loading dynamically imported
 * module'), a route whose code did not come (React Router's error, React's hydration error as it draws the route's
 * error instead), and, on the tab, each request that waited on the demo's service worker: the message below. Neither is the page a customer
 * goes on with. A request the worker fails on a live page logs `The FetchEvent for "<url>" resulted in a network error
 * response…` instead, and still fails the test.
 */
export const FIREFOX_LEFT_REQUEST = 'Failed to load ‘’. A ServiceWorker intercepted the request and encountered an unexpected error.';

/**
 * From `beforeunload` on (it comes before the loads stop), what the page reports is its own business: its uncaught
 * errors are handled, so Firefox does not report them, and what it logs as errors or warnings (React Router drawing a
 * route whose code did not come) goes nowhere. The listener also keeps Firefox's pages out of its back-forward cache,
 * whose restores Playwright 1.58.2 does not wait for (a `goBack` waits for a load that never comes).
 */
const quietOnceLeaving = () => {
  let leaving = false;
  window.addEventListener('beforeunload', () => {
    leaving = true;
    console.error = console.warn = () => undefined;
  });
  const quiet = (event: Event) => leaving && event.preventDefault();
  window.addEventListener('error', quiet);
  window.addEventListener('unhandledrejection', quiet);
};

/** A failed Firefox test's screenshot (1.65 takes them only of its own pages). */
const attachScreenshot = async (page: { screenshot: () => Promise<Buffer> }, testInfo: TestInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const body = await page.screenshot().catch(() => null);
  if (body) await testInfo.attach('screenshot', { body, contentType: 'image/png' });
};

export const test = base.extend<{ firefoxContextOptions: void }>({
  browser: [
    async ({ playwright, browserName, launchOptions }, use, workerInfo) => {
      const downloads = firefoxDownloadFolder(workerInfo.project.outputDir, workerInfo.workerIndex);
      const browser =
        browserName === 'firefox'
          ? await bidi.firefox.launch({ ...launchOptions, firefoxUserPrefs: { ...firefoxPrefs(downloads), ...launchOptions.firefoxUserPrefs } })
          : // Chromium as Playwright launches it by default (with the project's launch options).
            await playwright[browserName].launch();
      await use(browser as unknown as Browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 0 },
  ],
  firefoxContextOptions: [
    // `_combinedContextOptions` is every context option the test asked for, as 1.65 computes it for its browsers.
    async ({ browserName, _combinedContextOptions }: { browserName: string; _combinedContextOptions: BrowserContextOptions }, use: () => Promise<void>) => {
      if (browserName !== 'firefox') return use();
      const { isMobile: _isMobile, hasTouch: _hasTouch, ...asked } = _combinedContextOptions;
      const listener = {
        runBeforeCreateBrowserContext: async (options: Record<string, unknown>) => {
          for (const [key, value] of Object.entries(asked)) if (!(key in options)) options[key] = value;
        },
      };
      hooks.addListener(listener);
      await use();
      hooks.removeListener(listener);
    },
    { auto: true },
  ] as never,
  page: async ({ page, browserName }, use, testInfo) => {
    if (browserName === 'firefox') {
      nameClass(page, 'Page');
      nameClass(page.locator('html'), 'Locator');
      await page.addInitScript(quietOnceLeaving);
    }
    await use(page);
    if (browserName === 'firefox') await attachScreenshot(page, testInfo);
  },
});

/**
 * Lets the page read and write the clipboard. Chromium asks for its two permissions; Firefox has none by those names
 * (granting them fails) and lets a page of the tab in front use its clipboard.
 */
export const allowClipboard = async (context: BrowserContext) => {
  if (context.browser()?.browserType().name() !== 'firefox') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
};
