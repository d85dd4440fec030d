import { StrictMode, useEffect, type ReactNode } from 'react';
import type { AppStoreType } from '../store';
import { AppProviders } from '../providers';

type Props = { store: AppStoreType; children: ReactNode; onMounted?: () => void };

/**
 * The app's tree, the same at build time (prerender) and in the browser (hydration). `onMounted` runs once the
 * tree is on the page and listening; it sits outside StrictMode, so it runs once in development too.
 */
export const AppRoot = ({ store, children, onMounted }: Props) => {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <AppProviders store={store}>{children}</AppProviders>
    </StrictMode>
  );
};
