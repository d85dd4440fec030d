import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStoreType, type RootReducerState } from '@/app/store';
import { AntdThemeScope } from '@/entities/appearance';
import { buildTimeApiContext } from '@/shared/api';
import { AppConfigProvider, buildTimeConfig, type AppConfig } from '@/shared/config';
import '@/shared/lib/dayjs';
import { settleCallsWhenTestEnds } from './apiCalls';
import './demoBackend';

type Options = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootReducerState>;
  store?: AppStoreType;
  route?: string;
  /** The runtime configuration (config.json), for the components and the API alike; the build's by default. */
  config?: AppConfig;
};

/**
 * Renders a widget or feature of the customer area with a fresh store, a memory router and the antd scope the
 * dashboard shell puts around it (AntdThemeScope: theme, pt-BR locale, toasts); returns { store, user }. Pages open
 * through renderApp (test/renderApp.tsx).
 */
export const renderWithProviders = (ui: ReactElement, { preloadedState, store, config = buildTimeConfig, route = '/', ...options }: Options = {}) => {
  const appStore = store ?? makeStore(preloadedState, { ...buildTimeApiContext, config });
  settleCallsWhenTestEnds(appStore);
  const user = userEvent.setup();
  const view = render(
    <Provider store={appStore}>
      <AppConfigProvider value={config}>
        <AntdThemeScope>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AntdThemeScope>
      </AppConfigProvider>
    </Provider>,
    options,
  );
  return { store: appStore, user, ...view };
};
