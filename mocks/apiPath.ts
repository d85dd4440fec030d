/**
 * The paths the demo backend answers: the product API, the content service and GraphQL (mocks/handlers). In the
 * browser, the demo's service worker (public/demoWorker.js) sends only these to MSW; every other request of the page
 * goes straight to the network.
 */
export const API_PATH = /\/(v1|api|graphql)(\/|$)/;
