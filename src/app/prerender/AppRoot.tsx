import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { buildTimeConfig, type AppConfig } from '@/shared/config';
import type { AppStoreType } from '../store';
import { AppProviders } from '../providers';

type Props = { store: AppStoreType; config?: AppConfig; children: ReactNode; onMounted?: () => void };

/**
 * The app's tree, the same at build time (prerender, the build's config) and in the browser (hydration). `onMounted` runs in the commit
 * that puts the tree on the page (React listens from the root's creation), before any input can reach it; it sits
 * outside StrictMode, so it runs once in development too.
 */
export const AppRoot = ({ store, config = buildTimeConfig, children, onMounted }: Props) => {
  useLayoutEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <AppProviders store={store} config={config}>
        {children}
      </AppProviders>
    </StrictMode>
  );
};
