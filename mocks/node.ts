import { setupServer } from 'msw/node';
import { keepRefreshCookieIn } from './cookies';
import { resetDb } from './db';
import { handlers } from './handlers';
import { setScenario } from './scenarios';
import { persistServerStateIn } from './serverState';

export const server = setupServer(...handlers);

/** Back to the seeded data set, a server that never saw a request, no scenario (called after every test). */
export function resetDemoBackend(): void {
  // In memory again: a test that played the browser demo leaves no storage in use behind it.
  persistServerStateIn(null);
  keepRefreshCookieIn(null);
  resetDb();
  setScenario('none');
}
