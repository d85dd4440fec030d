import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/es/locale/pt_BR';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStoreType, type RootReducerState } from '@/app/store';
import { followVisitedPages, registerSessionListeners } from '@/entities/session';
import { onTestFinished } from 'vitest';
import '@/shared/lib/dayjs';
import { ToastProvider } from '@/shared/ui/toast';

type Options = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootReducerState>;
  store?: AppStoreType;
  route?: string;
  /** Registers the session's listeners (storage mirror, refresh, expiry timer, tabs) as the app does. */
  sessionListeners?: boolean;
};

const Shell = ({ store, children }: { store: AppStoreType; children: ReactNode }) => (
  <Provider store={store}>
    <ConfigProvider locale={ptBR}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  </Provider>
);

/** Renders with a fresh store, antd providers and a memory router; returns { store, user }. */
export const renderWithProviders = (ui: ReactElement, { preloadedState, store, route = '/', ...options }: Options = {}) => {
  const appStore = store ?? makeStore(preloadedState);
  const user = userEvent.setup();
  const view = render(
    <Shell store={appStore}>
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
  { preloadedState, store, route = '/', sessionListeners = false, ...options }: Options = {},
) => {
  const appStore = store ?? makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  if (sessionListeners) onTestFinished(registerSessionListeners(appStore));
  followVisitedPages(router, appStore);
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <Shell store={appStore}>
        <RouterProvider router={router} />
      </Shell>
    </StrictMode>,
    options,
  );
  return { store: appStore, router, user, ...view };
};
