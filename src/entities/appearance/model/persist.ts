import type { PersistConfig } from 'redux-persist';
// The ES build: the CommonJS one breaks Vite's production bundle (stack notes, gotcha 1).
import storage from 'redux-persist/es/storage';
import type { SettingsState } from './settingsSlice';

const SETTINGS_PERSIST_KEY = 'settings';
/** redux-persist writes under "persist:<key>". */
export const SETTINGS_STORAGE_KEY = `persist:${SETTINGS_PERSIST_KEY}`;

export const settingsPersistConfig: PersistConfig<SettingsState> = {
  key: SETTINGS_PERSIST_KEY,
  storage,
  version: 1,
  // Write at once so another tab sees the change within a second.
  throttle: 0,
};

/** Parses what redux-persist stored (each field is itself JSON) into plain values. */
export const parsePersistedSettings = (raw: string | null): Partial<Record<keyof SettingsState, unknown>> | null => {
  if (!raw) return null;
  try {
    const outer = JSON.parse(raw) as Record<string, string>;
    const parsed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(outer)) {
      if (key === '_persist') continue;
      parsed[key] = JSON.parse(value);
    }
    return parsed as Partial<Record<keyof SettingsState, unknown>>;
  } catch {
    return null;
  }
};
