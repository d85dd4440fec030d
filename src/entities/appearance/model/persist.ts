import { createMigrate, type PersistConfig, type PersistedState } from 'redux-persist';
// The ES build: the CommonJS one breaks Vite's production bundle (stack notes, gotcha 1).
import storage from 'redux-persist/es/storage';
import type { SettingsState } from './settingsSlice';

const SETTINGS_PERSIST_KEY = 'settings';
/** redux-persist writes under "persist:<key>". */
export const SETTINGS_STORAGE_KEY = `persist:${SETTINGS_PERSIST_KEY}`;

/**
 * The stored settings' version. Before 2 every visitor had `themeMode: 'light'` written, chosen or not (it was the
 * default): version 2 keeps only a 'dark', which was always a choice, so the device's preference rules for the rest
 * (decisions §11). index.html's inline script reads the stored version the same way.
 */
export const SETTINGS_VERSION = 2;

type StoredSettings = (Partial<SettingsState> & PersistedState) | undefined;

const migrations = {
  2: (state: StoredSettings): StoredSettings => {
    if (state?.themeMode !== 'light') return state;
    const { themeMode: _default, ...rest } = state;
    return rest;
  },
};

export const settingsPersistConfig: PersistConfig<SettingsState> = {
  key: SETTINGS_PERSIST_KEY,
  storage,
  version: SETTINGS_VERSION,
  // redux-persist's migrate type is written for any state; ours take the settings.
  migrate: createMigrate(migrations as unknown as Parameters<typeof createMigrate>[0]),
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
