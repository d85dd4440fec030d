import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStoreType } from '@/app/store';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { DocumentSettings } from './DocumentSettings';

/** Store and persisted settings. antd's providers live in the layouts that use antd (AntdThemeScope). */
export const AppProviders = ({ store, persistor, children }: { store: AppStoreType; persistor: Persistor; children: ReactNode }) => (
  <Provider store={store}>
    <PersistGate loading={<LoadingScreen />} persistor={persistor}>
      <DocumentSettings />
      {children}
    </PersistGate>
  </Provider>
);
