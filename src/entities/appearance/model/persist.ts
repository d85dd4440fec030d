import type { PersistConfig, PersistedState } from 'redux-persist';
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

/**
 * The one step from before version 2 (redux-persist's createMigrate walks a list of steps; with one step its code
 * would be the start's largest addition for the public pages, whose budget is to the kilobyte).
 */
const migrate = (state: PersistedState): Promise<PersistedState> => {
  const settings = state as StoredSettings;
  if ((settings?._persist.version ?? SETTINGS_VERSION) >= SETTINGS_VERSION || settings?.themeMode !== 'light') return Promise.resolve(state);
  const { themeMode: _default, ...rest } = settings;
  return Promise.resolve(rest);
};

export const settingsPersistConfig: PersistConfig<SettingsState> = {
  key: SETTINGS_PERSIST_KEY,
  storage,
  version: SETTINGS_VERSION,
  migrate,
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
