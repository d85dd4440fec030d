// The demo backend over real HTTP (`npm run demo:api`): the same `mocks/` handlers, served by
// @mswjs/http-middleware, with the refresh cookie a real HttpOnly cookie and a scenario per browser.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createMswApp } from '@mswjs/http-middleware';
import { handlers } from '../handlers';
import { tokenSecret } from '../token';
import { REFRESH_COOKIE } from '../cookies';
import { followScenarioStorage, isScenarioName, SCENARIO_STORAGE_KEY, type ScenarioName } from '../scenarios';

/** The browser's scenario: a cookie (nginx sets it from `?scenario=NAME` in demo:real; `none` clears it). */
const SCENARIO_COOKIE = 'demo-scenario';
/** For scripts and curl: wins over the cookie. */
const SCENARIO_HEADER = 'x-demo-scenario';

const requestScenario = new AsyncLocalStorage<ScenarioName>();

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The scenario a request asks for: the header, else the cookie, else none. Unknown names count as none. */
export function scenarioOf(headers: IncomingMessage['headers']): ScenarioName {
  const header = headers[SCENARIO_HEADER];
  const requested = (Array.isArray(header) ? header[0] : header) ?? cookieValue(headers.cookie, SCENARIO_COOKIE);
  return isScenarioName(requested) ? requested : 'none';
}

/**
 * msw keeps one process-wide cookie jar and adds its cookies to requests that carry none, which on a server
 * would hand one browser's refresh session to the next. An explicit (possibly empty) refresh cookie on every
 * request makes the browser's own cookie the only one the handlers see.
 */
function pinRefreshCookie(request: IncomingMessage): void {
  const cookie = request.headers.cookie ?? '';
  if (cookieValue(cookie, REFRESH_COOKIE) === undefined) {
    request.headers.cookie = cookie ? `${cookie}; ${REFRESH_COOKIE}=` : `${REFRESH_COOKIE}=`;
  }
}

/** A node HTTP server answering with the demo handlers; call `.listen(port, host)`. */
export function createDemoApiServer() {
  // A DEMO_TOKEN_SECRET too short for HS256 stops the server here, not at the first sign-in.
  tokenSecret();
  // The handlers read the scenario through the same hook the browser worker uses (its sessionStorage).
  const stopFollowing = followScenarioStorage({ getItem: (key) => (key === SCENARIO_STORAGE_KEY ? (requestScenario.getStore() ?? null) : null) });
  const app = createMswApp(...handlers);
  const server = createHttpServer((request, response) => {
    pinRefreshCookie(request);
    requestScenario.run(scenarioOf(request.headers), () => app(request, response));
  });
  // Closed, it hands the scenario back (the unit tests run other files in the same process after it).
  server.once('close', stopFollowing);
  return server;
}
