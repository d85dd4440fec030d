import { syncSettingsAcrossTabs } from '@/entities/appearance';
import { followVisitedPages, registerSessionListeners, type RouterLike } from '@/entities/session';
import type { AppStoreType } from './store';

/** Store listeners, registered explicitly at start (conventions: never as an import side effect). */
export const registerAppListeners = (store: AppStoreType, router: RouterLike): (() => void) => {
  const stops = [syncSettingsAcrossTabs(store.dispatch), registerSessionListeners(store), followVisitedPages(router, store)];
  return () => stops.forEach((stop) => stop());
};
