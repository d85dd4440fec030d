import type { Dispatch } from '@reduxjs/toolkit';
import { parsePersistedSettings, SETTINGS_STORAGE_KEY } from './persist';
import { settingsSynced } from './settingsSlice';

/**
 * Applies settings written by another tab: the browser fires "storage" in every other tab of the
 * origin when redux-persist writes. Returns the unsubscribe function.
 */
export const syncSettingsAcrossTabs = (dispatch: Dispatch, target: Window = window): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SETTINGS_STORAGE_KEY) return;
    const settings = parsePersistedSettings(event.newValue);
    if (settings) dispatch(settingsSynced(settings));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
};
