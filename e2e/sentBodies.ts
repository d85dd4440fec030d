import type { Page } from '@playwright/test';

type Sent = { __sentBodies?: Promise<string>[] };

/** In the page: every body it hands to `fetch` for `path`, in the order sent (this document's, from now on). */
const watchFetch = (path: string) => {
  const page = window as unknown as Sent;
  if (page.__sentBodies) return;
  const sent: Promise<string>[] = [];
  page.__sentBodies = sent;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input.clone() : new Request(input, init);
    if (new URL(request.url).pathname === path) sent.push(request.text());
    return send(input, init);
  };
};

/**
 * The JSON bodies of the requests the page sends to `path`, read where the page hands them to `fetch` (the app's one
 * way out): Playwright over BiDi reports Firefox's requests without their bodies. Watches the page open now and every
 * page it loads next; returns a reader of the current page's.
 */
export const watchSentBodies = async (page: Page, path: string) => {
  await page.addInitScript(watchFetch, path);
  await page.evaluate(watchFetch, path);
  return async () => (await page.evaluate(() => Promise.all((window as unknown as Sent).__sentBodies ?? []))).map((body) => JSON.parse(body) as unknown);
};
