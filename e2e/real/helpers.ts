import type { BrowserContext, Page, Request, Response } from '@playwright/test';

export const CLIENT_KEY = 'portal-web';
export const REFRESH_COOKIE = 'aurora_refresh';

/** The next answer to an API path (pathname ends with `path`), as the browser received it over the network. */
export const nextAnswer = (page: Page, path: string, timeout?: number): Promise<Response> =>
  page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path), { timeout });

/** Every request the page sends to an API path. */
export const recordRequests = (page: Page, path: string) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
};

export const refreshCookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE);

export const serviceWorkerRegistrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

/** The demo's invoice `monthsBack` months before today, as the table shows it (MM/YYYY) and as file names use it. */
export const invoiceRef = (monthsBack: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 28));
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return { text: `${month}/${date.getUTCFullYear()}`, file: `${month}-${date.getUTCFullYear()}` };
};
