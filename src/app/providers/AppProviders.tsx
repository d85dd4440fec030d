import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStoreType } from '@/app/store';
import { AppConfigProvider, type AppConfig } from '@/shared/config';
import { DocumentSettings } from './DocumentSettings';

/**
 * The store, the runtime configuration, and the settings mirrored on <html>. The settings are read back from storage before the first
 * render (bootstrap), so no gate is needed: the build's prerender and the browser draw the same tree.
 * antd's providers live in the layouts that use antd (AntdThemeScope).
 */
export const AppProviders = ({ store, config, children }: { store: AppStoreType; config: AppConfig; children: ReactNode }) => (
  <Provider store={store}>
    <AppConfigProvider value={config}>
      <DocumentSettings />
      {children}
    </AppConfigProvider>
  </Provider>
);
