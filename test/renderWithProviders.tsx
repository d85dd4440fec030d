import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/es/locale/pt_BR';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStoreType, type RootReducerState } from '@/app/store';
import { followVisitedPages, registerSessionListeners } from '@/entities/session';
import { buildTimeApiContext } from '@/shared/api';
import { AppConfigProvider, buildTimeConfig, type AppConfig } from '@/shared/config';
import { onTestFinished } from 'vitest';
import '@/shared/lib/dayjs';
import { ToastProvider } from '@/shared/ui/toast';

type Options = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootReducerState>;
  store?: AppStoreType;
  route?: string;
  /** The runtime configuration (config.json), for the components and the API alike; the build's by default. */
  config?: AppConfig;
  /** Registers the session's listeners (storage mirror, refresh, expiry timer, tabs) as the app does. */
  sessionListeners?: boolean;
};

const Shell = ({ store, config, children }: { store: AppStoreType; config: AppConfig; children: ReactNode }) => (
  <Provider store={store}>
    <AppConfigProvider value={config}>
      <ConfigProvider locale={ptBR}>
        <ToastProvider>{children}</ToastProvider>
      </ConfigProvider>
    </AppConfigProvider>
  </Provider>
);

const storeFor = ({ store, preloadedState }: Options, config: AppConfig) => store ?? makeStore(preloadedState, { ...buildTimeApiContext, config });

/** Renders with a fresh store, antd providers and a memory router; returns { store, user }. */
export const renderWithProviders = (ui: ReactElement, { preloadedState, store, config = buildTimeConfig, route = '/', ...options }: Options = {}) => {
  const appStore = storeFor({ store, preloadedState }, config);
  const user = userEvent.setup();
  const view = render(
    <Shell store={appStore} config={config}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Shell>,
    options,
  );
  return { store: appStore, user, ...view };
};

/**
 * Renders a route table at a path inside <StrictMode>, as the app does, with the session following the
 * router (the remembered page); for page, guard and navigation tests. Returns the router too.
 */
export const renderRoutes = (
  routes: RouteObject[],
  { preloadedState, store, config = buildTimeConfig, route = '/', sessionListeners = false, ...options }: Options = {},
) => {
  const appStore = storeFor({ store, preloadedState }, config);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  if (sessionListeners) onTestFinished(registerSessionListeners(appStore));
  followVisitedPages(router, appStore);
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <Shell store={appStore} config={config}>
        <RouterProvider router={router} />
      </Shell>
    </StrictMode>,
    options,
  );
  return { store: appStore, router, user, ...view };
};
