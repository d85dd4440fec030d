import { setupWorker } from 'msw/browser';
import { persistSessionsIn } from './db';
import { persistCodesIn } from './mfaCodes';
import { handlers } from './handlers';
import { followScenarioStorage, resolveScenario, setScenario } from './scenarios';

/** Starts the demo backend in the browser; `?scenario=NAME` picks a fault scenario for this tab. */
export async function startDemoBackend(): Promise<void> {
  setScenario(resolveScenario(window.location.search, window.sessionStorage));
  followScenarioStorage(window.sessionStorage);
  persistSessionsIn(window.localStorage);
  persistCodesIn(window.localStorage);
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
