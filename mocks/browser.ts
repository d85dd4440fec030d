import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { resolveScenario, setScenario } from './scenarios';

/** Starts the demo backend in the browser; `?scenario=NAME` picks a fault scenario for this tab. */
export async function startDemoBackend(): Promise<void> {
  setScenario(resolveScenario(window.location.search, window.sessionStorage));
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
