import { syncSettingsAcrossTabs } from '@/entities/appearance';
import type { AppStoreType } from './store';

/** Store listeners, registered explicitly at start (conventions: never as an import side effect). */
export const registerAppListeners = (store: AppStoreType): (() => void) => {
  const stops = [syncSettingsAcrossTabs(store.dispatch)];
  return () => stops.forEach((stop) => stop());
};
