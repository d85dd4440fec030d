import { syncSettingsAcrossTabs } from '@/entities/appearance';
import { registerSessionListeners } from '@/entities/session';
import type { AppStoreType } from './store';

/** Store listeners, registered explicitly at start (conventions: never as an import side effect). */
export const registerAppListeners = (store: AppStoreType): (() => void) => {
  const stops = [syncSettingsAcrossTabs(store.dispatch), registerSessionListeners(store)];
  return () => stops.forEach((stop) => stop());
};
