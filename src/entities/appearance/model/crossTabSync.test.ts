import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { syncSettingsAcrossTabs } from './crossTabSync';
import { SETTINGS_STORAGE_KEY } from './persist';
import { defaultSettings, settingsSlice } from './settingsSlice';

/** What redux-persist writes: every field JSON-encoded inside a JSON object. */
const persisted = (settings: Record<string, unknown>) =>
  JSON.stringify({ ...Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, JSON.stringify(v)])), _persist: '{"version":1,"rehydrated":true}' });

const makeTab = () => configureStore({ reducer: { settings: settingsSlice.reducer } });

describe('settings cross-tab sync', () => {
  it('applies a change another tab wrote to local storage', () => {
    const tab = makeTab();
    const stop = syncSettingsAcrossTabs(tab.dispatch);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY, newValue: persisted({ ...defaultSettings, themeMode: 'dark', themeStretch: true }) }),
    );
    expect(tab.getState().settings).toEqual({ ...defaultSettings, themeMode: 'dark', themeStretch: true });
    stop();
  });

  it('ignores other keys, unreadable values and unknown setting values', () => {
    const tab = makeTab();
    const stop = syncSettingsAcrossTabs(tab.dispatch);
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY, newValue: '{not json' }));
    expect(tab.getState().settings).toEqual(defaultSettings);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY, newValue: persisted({ themeMode: 'neon', themeLayout: 'mini' }) }),
    );
    expect(tab.getState().settings).toEqual({ ...defaultSettings, themeLayout: 'mini' });
    stop();
  });

  it('stops listening when unsubscribed', () => {
    const tab = makeTab();
    syncSettingsAcrossTabs(tab.dispatch)();
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY, newValue: persisted({ themeMode: 'dark' }) }));
    expect(tab.getState().settings.themeMode).toBeUndefined();
  });
});
