import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { initSession } from '@/entities/session';
import { clearCmsCache, holdRequestsUntil } from '@/shared/api';
import { loadRuntimeConfig } from '@/shared/config';
import { initAnalytics } from '@/shared/lib/analytics';
import { ConfigErrorPage } from './ConfigErrorPage';
import { registerAppListeners } from './listeners';
import { AppProviders } from './providers';
import { firstContentfulPaint } from './firstContentfulPaint';
import { createAppRouter, preloadRoute } from './routes';
import { makeStore } from './store';

/**
 * Config first; then the app renders while the demo backend (only when mocking is on) starts.
 * The page's own code downloads while config.json is on its way; the demo backend's code is fetched
 * once the page has painted, so it never competes with the first paint.
 */
export const bootstrap = async (container: HTMLElement): Promise<void> => {
  const root = createRoot(container);
  const config = loadRuntimeConfig();
  void preloadRoute(window.location.pathname);
  const loaded = await config;
  if (!loaded.ok) {
    root.render(<ConfigErrorPage message={loaded.error} />);
    return;
  }
  if (loaded.config.apiMocking) {
    // API calls wait for the worker; the first paint does not.
    holdRequestsUntil(
      firstContentfulPaint()
        .then(() => import('../../mocks/browser'))
        .then(({ startDemoBackend }) => startDemoBackend()),
    );
  }
  clearCmsCache();
  initAnalytics();
  const store = makeStore();
  const persistor = persistStore(store);
  const router = createAppRouter();
  registerAppListeners(store, router);
  void store.dispatch(initSession({ pathname: window.location.pathname }));
  root.render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // QA and the end-to-end suite read the store through this handle (never in production builds).
  if (import.meta.env.DEV || import.meta.env.MODE === 'demo') {
    (window as unknown as { __AURORA_STORE__?: unknown }).__AURORA_STORE__ = store;
  }
};
