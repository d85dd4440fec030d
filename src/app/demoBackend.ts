import { registerDemoWorker } from '../../mocks/worker';
import { firstContentfulPaint } from './firstContentfulPaint';

/**
 * The one way src/ reaches the demo backend (mocks/), which only the demo build and the dev server carry: elsewhere
 * this resolves at once and the production build holds none of it (a test scans dist/ for it).
 *
 * Starts the demo backend without holding back the first paint: its service worker installs meanwhile (no MSW code
 * on the page until it has painted), then MSW starts. The promise settles either way; API calls wait for it.
 */
export const startDemoBackend = (): Promise<void> => {
  // The build's own flag, written out where it guards: the bundler must see the constant as it reads this module, or it
  // still emits the demo backend's chunk for the dynamic import below, dead code or not.
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return Promise.resolve();
  void registerDemoWorker();
  return firstContentfulPaint()
    .then(async () => (await import('../../mocks/browser')).startDemoBackend())
    .catch(() => undefined);
};
