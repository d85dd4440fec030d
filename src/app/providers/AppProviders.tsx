import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStoreType } from '@/app/store';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { ThemeProvider } from './ThemeProvider';

export const AppProviders = ({ store, persistor, children }: { store: AppStoreType; persistor: Persistor; children: ReactNode }) => (
  <Provider store={store}>
    <PersistGate loading={<LoadingScreen />} persistor={persistor}>
      <ThemeProvider>{children}</ThemeProvider>
    </PersistGate>
  </Provider>
);
