import { http, passthrough } from 'msw';
import { withoutDeclarationFrames } from './lib/declarationFrames';

/** The paths the demo backend answers: the product API, the content service and GraphQL (mocks/handlers). */
export const API_PATH = /\/(v1|api|graphql)(\/|$)/;

/**
 * Every request of a page its worker controls comes to the page to be matched, and MSW tries each handler in turn,
 * reading the page's cookies for each one. The page's own files (scripts, styles, fonts, images) go straight on
 * after one cheap look at the path; only the browser worker has this (the unit tests keep failing on anything the
 * demo backend does not answer).
 */
export const pageFiles = withoutDeclarationFrames(() =>
  http.all(({ request }) => !API_PATH.test(new URL(request.url).pathname), () => passthrough()),
);
