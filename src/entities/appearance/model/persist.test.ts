// @vitest-environment node
import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import { SETTINGS_STORAGE_KEY, SETTINGS_VERSION, settingsPersistConfig } from './persist';
import { settingChanged, settingsSlice } from './settingsSlice';

/** A storage holding what redux-persist wrote, as local storage would. */
const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  const storage: Storage = {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
  return { storage, items };
};
/** The stored settings as redux-persist writes them: each field JSON inside the outer JSON, with the version. */
const stored = (settings: Record<string, unknown>, version: number) =>
  JSON.stringify({ ...Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, JSON.stringify(value)])), _persist: JSON.stringify({ version, rehydrated: true }) });

/** A tab's store started on `items`, once it has read them. */
const startTab = async (items: Record<string, string>) => {
  const memory = memoryStorage(items);
  const store = configureStore({
    reducer: { settings: persistReducer({ ...settingsPersistConfig, storage: memory.storage }, settingsSlice.reducer) },
    middleware: (defaults) => defaults({ serializableCheck: false }),
  });
  await new Promise<void>((resolve) => persistStore(store, null, resolve));
  return { store, written: () => JSON.parse(memory.items.get(SETTINGS_STORAGE_KEY) ?? '{}') as Record<string, string> };
};

describe('the stored settings (redux-persist, version 2)', () => {
  it("a 'light' stored before version 2 was everyone's default, not a choice: it goes, and the device's mode rules", async () => {
    const { store } = await startTab({ [SETTINGS_STORAGE_KEY]: stored({ themeMode: 'light', themeColorPresets: 'cyan' }, 1) });
    expect(store.getState().settings).not.toHaveProperty('themeMode');
    expect(store.getState().settings.themeColorPresets).toBe('cyan');
  });

  it("an old 'dark' was always a choice, and since version 2 either mode stored is", async () => {
    expect((await startTab({ [SETTINGS_STORAGE_KEY]: stored({ themeMode: 'dark' }, 1) })).store.getState().settings.themeMode).toBe('dark');
    expect((await startTab({ [SETTINGS_STORAGE_KEY]: stored({ themeMode: 'light' }, SETTINGS_VERSION) })).store.getState().settings.themeMode).toBe('light');
  });

  it("stores no mode until one is chosen, then 'light' or 'dark'", async () => {
    const { store, written } = await startTab({});
    store.dispatch(settingChanged({ key: 'themeStretch', value: true }));
    await vi.waitFor(() => expect(written()).toMatchObject({ themeStretch: 'true', _persist: expect.stringContaining(`"version":${SETTINGS_VERSION}`) }));
    expect(written()).not.toHaveProperty('themeMode');
    store.dispatch(settingChanged({ key: 'themeMode', value: 'dark' }));
    await vi.waitFor(() => expect(written().themeMode).toBe('"dark"'));
  });
});
