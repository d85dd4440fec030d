/*
 * The demo backend's service worker: MSW's worker (mockServiceWorker.js, exactly as `msw init` wrote it), in front of
 * which the page's own files (scripts, styles, fonts, images, config.json) go straight to the network.
 *
 * MSW's worker sends every request of a page it controls to that page, whose handlers then decide. For a page file
 * that costs a round trip through the page's main thread while it starts, and a file the worker fetches itself never
 * gets the browser's compiled-code cache. Here only the API paths reach MSW; everything else is left to the browser,
 * as if no worker ran. The handlers (mocks/handlers) answer API paths only. API_PATH is a copy of mocks/apiPath.ts's
 * (this file is served as it is, not built): mocks/apiPath.test.ts fails when the two differ.
 *
 * A page tells MSW's worker it has closed on `beforeunload`, when it is only about to go: it still runs, and a request
 * it sends then (a section that started loading as the customer left) would pass MSW by and reach the static server,
 * which answers 404. So that notice stops here: a page's requests are answered by its own handlers for as long as it
 * lives. What MSW did with the notice, leaving (unregistering) once no page is open, is done here once the page has
 * really gone, so a reload or a link followed does not find the worker leaving.
 */
const API_PATH = /\/(v1|api|graphql)(\/|$)/;
/** How long a page that said it is closing is waited for (a page goes in well under a second). */
const GONE_WAIT_MS = 10_000;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the page `id` is no longer open, or after GONE_WAIT_MS; then leaves if no page at all is open. */
const leaveWhenNoPageIsOpen = async (id) => {
  for (const start = Date.now(); Date.now() - start < GONE_WAIT_MS && (await self.clients.get(id)); ) await wait(200);
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (open.length === 0) await self.registration.unregister();
};

// Listeners run in the order they were added: these first, before MSW's.
self.addEventListener('fetch', (event) => {
  if (!API_PATH.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();
});

self.addEventListener('message', (event) => {
  const id = event.source?.id;
  if (event.data !== 'CLIENT_CLOSED' || !id) return;
  event.stopImmediatePropagation();
  event.waitUntil(leaveWhenNoPageIsOpen(id));
});

importScripts('/mockServiceWorker.js');
