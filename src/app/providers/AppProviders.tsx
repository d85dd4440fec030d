import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStoreType } from '@/app/store';
import { DocumentSettings } from './DocumentSettings';

/**
 * The store, and the settings mirrored on <html>. The settings are read back from storage before the first
 * render (bootstrap), so no gate is needed: the build's prerender and the browser draw the same tree.
 * antd's providers live in the layouts that use antd (AntdThemeScope).
 */
export const AppProviders = ({ store, children }: { store: AppStoreType; children: ReactNode }) => (
  <Provider store={store}>
    <DocumentSettings />
    {children}
  </Provider>
);
