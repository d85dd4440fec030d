import { setupWorker } from 'msw/browser';
import { keepRefreshCookieIn } from './cookies';
import { handlers } from './handlers';
import { persistServerStateIn } from './serverState';
import { DEMO_WORKER_URL, demoWorkerInControl, registerDemoWorker } from './worker';
import { followScenarioStorage, resolveScenario, setScenario } from './scenarios';

/** Starts the demo backend in the browser; `?scenario=NAME` picks a fault scenario for this tab. */
export async function startDemoBackend(): Promise<void> {
  setScenario(resolveScenario(window.location.search, window.sessionStorage));
  followScenarioStorage(window.sessionStorage);
  // What a server keeps, and the refresh cookie a script cannot set: both shared by the origin's tabs (mocks/cookies.ts).
  persistServerStateIn(window.localStorage);
  keepRefreshCookieIn(window.localStorage);
  // Registered already by the app (src/app/bootstrap.tsx) while the page painted: this returns that registration,
  // which demoWorkerInControl then finds. MSW starts once the worker has the page.
  await registerDemoWorker();
  await demoWorkerInControl();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: DEMO_WORKER_URL },
  });
}
