/*
 * The demo backend's service worker: MSW's worker (mockServiceWorker.js, exactly as `msw init` wrote it), in front of
 * which the page's own files (scripts, styles, fonts, images, config.json) go straight to the network.
 *
 * MSW's worker sends every request of a page it controls to that page, whose handlers then decide. For a page file
 * that costs a round trip through the page's main thread while it starts, and a file the worker fetches itself never
 * gets the browser's compiled-code cache. Here only the API paths reach MSW; everything else is left to the browser,
 * as if no worker ran. The handlers (mocks/handlers) answer API paths only. API_PATH is a copy of mocks/apiPath.ts's
 * (this file is served as it is, not built): mocks/apiPath.test.ts fails when the two differ.
 */
const API_PATH = /\/(v1|api|graphql)(\/|$)/;

// Listeners run in the order they were added: this one first, so the page's files never reach MSW's.
self.addEventListener('fetch', (event) => {
  if (!API_PATH.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();
});

importScripts('/mockServiceWorker.js');
