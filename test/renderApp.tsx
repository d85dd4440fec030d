import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { registerAppListeners } from '@/app/listeners';
import { AppRoot } from '@/app/prerender';
import { routes as appRoutes, routerReady } from '@/app/routes';
import { makeStore, type AppStoreType, type RootReducerState } from '@/app/store';
import { initSession } from '@/entities/session';
import { buildTimeApiContext } from '@/shared/api';
import { buildTimeConfig, type AppConfig } from '@/shared/config';
import { settleCallsWhenTestEnds } from './apiCalls';
import './demoBackend';

type AppOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The store's state at start (a session, the unit in use…); a state without a session starts as the app does. */
  preloadedState?: Partial<RootReducerState>;
  /** A store the test prepared (its session as it left it). */
  store?: AppStoreType;
  /** The runtime configuration (config.json), for the components and the API alike; the build's by default. */
  config?: AppConfig;
};

/** Opens `routes` at `url` with the app's root and listeners, and resolves once the first page is drawn. */
const openRoutes = async (routes: RouteObject[], url: string, { preloadedState, store, config = buildTimeConfig, ...options }: AppOptions) => {
  const appStore = store ?? makeStore(preloadedState, { ...buildTimeApiContext, config });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  onTestFinished(registerAppListeners(appStore, router));
  onTestFinished(() => router.dispose());
  settleCallsWhenTestEnds(appStore);
  if (!store && !preloadedState?.session) void appStore.dispatch(initSession({ pathname: router.state.location.pathname }));
  await routerReady(router);
  const user = userEvent.setup();
  const view = render(
    <AppRoot store={appStore} config={config}>
      <RouterProvider router={router} />
    </AppRoot>,
    options,
  );
  return { store: appStore, router, user, ...view };
};

/**
 * Opens the app at `url` as the browser start does (src/app/bootstrap.tsx): the app's own route table in a memory
 * router, its root (StrictMode, the store, the runtime configuration, the settings on <html>) and nothing more, so
 * each route gets exactly the providers production gives it (antd's only inside the layouts that mount them). The
 * app's listeners (session, tabs, remembered page, settings) run until the test ends; without a preloaded session or
 * a store, the session starts from storage as on a page load. Resolves once the first page's code is loaded and drawn.
 * Every page test opens its page this way.
 */
export const renderApp = (url = '/', options: AppOptions = {}) => openRoutes(appRoutes, url, options);

/**
 * The same for a layout or feature test whose pages are stand-ins (test/standIns.tsx builds them on the app's own
 * layouts and guards). Pages are never tested this way: they open through renderApp.
 */
export const renderRoutes = (routes: RouteObject[], { route = '/', ...options }: AppOptions & { route?: string } = {}) => openRoutes(routes, route, options);
