// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';
import { API_PATH } from './pageFiles';

/** What a handler's route looks like as a path ('*' and ':params' stand for any host or segment). */
const routePath = (path: unknown) => String(path).replace(/^\*/, '').replace(/:[^/]+/g, 'x');

describe("the browser worker's shortcut for the page's own files", () => {
  it('takes none of the demo backend’s routes: each one is an API path', () => {
    const paths = handlers.map((handler) => routePath((handler.info as { path: unknown }).path));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !API_PATH.test(path))).toEqual([]);
  });

  it.each(['/assets/app-B5zVkWVy.js', '/assets/api-client-x1.js', '/fonts/rubik-latin-400-normal.woff2', '/config.json', '/favicon.svg', '/'])(
    'lets %s go straight to the network',
    (path) => expect(API_PATH.test(path)).toBe(false),
  );

  it.each(['/v1/Auth/login', '/api/v1/site/components', '/api/health/live', '/graphql'])('sends %s to the handlers', (path) =>
    expect(API_PATH.test(path)).toBe(true),
  );
});
