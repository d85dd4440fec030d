import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { initSession, selectSession } from '@/entities/session';
import { clearCmsCache } from '@/shared/api';
import { loadRuntimeConfig } from '@/shared/config';
import { initAnalytics } from '@/shared/lib/analytics';
import { startDemoBackend } from './demoBackend';
import { registerAppListeners } from './listeners';
import { AppRoot, canHydrate, hydrateInSlices, takeEarlyInput } from './prerender';
import { createAppRouter, preloadRoute, routePattern } from './routes';
import { routerReady } from './routes/routerReady';
import { makeStore, type AppStoreType } from './store';
import { nextTask } from './start/nextTask';

/** Resolves once the persisted settings are back in the store, so the first render already draws them. */
const rehydrated = (store: AppStoreType) =>
  new Promise<void>((resolve) => {
    persistStore(store, null, resolve);
  });

/**
 * Config first; then the app starts while the demo backend (only when mocking is on) starts. The runtime config and
 * the promise that API calls wait for (the demo backend up) go to the store, and the config to the components.
 * The page's own code downloads while config.json is on its way; the demo backend's code is fetched
 * once the page has painted, so it never competes with the first paint. A page built into HTML stays on
 * screen meanwhile and is hydrated once the store and the route's code are ready; when the browser would
 * draw something else (another config, a signed-in visitor), the app renders afresh over it.
 */
export const bootstrap = async (container: HTMLElement): Promise<void> => {
  const { pathname } = window.location;
  const configFile = loadRuntimeConfig();
  // Matching the routes is work of its own: a task after this module's evaluation, still long before config.json.
  void nextTask().then(() => preloadRoute(pathname));
  const loaded = await configFile;
  if (!loaded.ok) {
    // Its code comes only when needed: a deployment's broken configuration is no reason for every visitor to load it.
    const { ConfigErrorPage } = await import('./ConfigErrorPage');
    createRoot(container).render(<ConfigErrorPage message={loaded.error} />);
    return;
  }
  const { config } = loaded;
  // Only a demo build gets this far with mocking on: loadRuntimeConfig refuses it in any other.
  const backendReady = config.apiMocking ? startDemoBackend() : Promise.resolve();
  clearCmsCache();
  initAnalytics(config.gaTagId, routePattern);
  // The store, the router (it matches and ranks every route) and the listeners each in a task of their own: together
  // they were one long task on a phone (docs/code-figures.md, "Start-up tasks"). Nothing can navigate meanwhile:
  // the router is on no page yet, and the listeners read its location as they start.
  const store = makeStore(undefined, { config, backendReady });
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  registerAppListeners(store, router);
  await nextTask();
  void store.dispatch(initSession({ pathname }));
  await Promise.all([rehydrated(store), routerReady(router)]);
  // The session's start, the saved settings and the router's first match end in the task above; React's start (its
  // root and its event listeners) in one of its own: together they made one long task.
  await nextTask();
  const app = <RouterProvider router={router} />;
  const hydrate = canHydrate({ container, pathname, config, session: selectSession(store.getState()) });
  // What the visitor did in the page's HTML before the app ran is handed to the app once it is on the page, whether
  // React hydrates those nodes or draws the page afresh over them.
  const handOver = takeEarlyInput(container, !hydrate);
  const root = (
    <AppRoot store={store} config={config} onMounted={handOver}>
      {app}
    </AppRoot>
  );
  if (hydrate) hydrateInSlices(container, root);
  // Drawn afresh at once, in the task that read the page's fields: nothing typed can land on nodes about to go.
  else flushSync(() => createRoot(container).render(root));
  // QA and the end-to-end suite read the store through this handle (never in production builds).
  if (import.meta.env.DEV || import.meta.env.MODE === 'demo') {
    (window as unknown as { __AURORA_STORE__?: unknown }).__AURORA_STORE__ = store;
  }
};
