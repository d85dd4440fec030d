import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';
type ThemeDirection = 'ltr' | 'rtl';
export type ThemeContrast = 'default' | 'bold';
export type ThemeLayout = 'vertical' | 'mini' | 'horizontal';
export type ThemeColorPreset = 'default' | 'cyan' | 'purple' | 'blue' | 'orange' | 'red';

/** Local settings of spec §3, persisted under 'settings' and synced across tabs. */
export type SettingsState = {
  /**
   * The mode the customer chose in Configurações; absent until they choose, and then the device's preference
   * (`prefers-color-scheme`) rules (decisions §11; useThemeMode). Stored as 'light' or 'dark' only.
   */
  themeMode?: ThemeMode;
  themeDirection: ThemeDirection;
  themeContrast: ThemeContrast;
  themeLayout: ThemeLayout;
  themeColorPresets: ThemeColorPreset;
  themeStretch: boolean;
};

export const defaultSettings: SettingsState = {
  themeDirection: 'ltr',
  themeContrast: 'default',
  themeLayout: 'vertical',
  themeColorPresets: 'default',
  themeStretch: false,
};

const VALUES = {
  themeMode: ['light', 'dark'],
  themeDirection: ['ltr', 'rtl'],
  themeContrast: ['default', 'bold'],
  themeLayout: ['vertical', 'mini', 'horizontal'],
  themeColorPresets: ['default', 'cyan', 'purple', 'blue', 'orange', 'red'],
} as const;

/** Keeps only known values: another tab, or an old version, may have written anything. */
const sanitizeSettings = (raw: Partial<Record<keyof SettingsState, unknown>>): SettingsState => {
  const pick = <K extends keyof typeof VALUES>(key: K): SettingsState[K] =>
    ((VALUES[key] as readonly unknown[]).includes(raw[key]) ? raw[key] : defaultSettings[key]) as SettingsState[K];
  const themeMode = pick('themeMode');
  return {
    ...(themeMode ? { themeMode } : {}),
    themeDirection: pick('themeDirection'),
    themeContrast: pick('themeContrast'),
    themeLayout: pick('themeLayout'),
    themeColorPresets: pick('themeColorPresets'),
    themeStretch: typeof raw.themeStretch === 'boolean' ? raw.themeStretch : defaultSettings.themeStretch,
  };
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultSettings,
  reducers: {
    settingChanged: <K extends keyof SettingsState>(
      state: SettingsState,
      action: PayloadAction<{ key: K; value: SettingsState[K] }>,
    ) => {
      state[action.payload.key] = action.payload.value;
    },
    /** Another tab changed its settings; take them as they are. */
    settingsSynced: (_state, action: PayloadAction<Partial<Record<keyof SettingsState, unknown>>>) =>
      sanitizeSettings(action.payload),
    settingsReset: () => defaultSettings,
  },
  selectors: {
    selectSettings: (state) => state,
    /** The mode chosen in Configurações, or undefined while the device's preference rules. */
    selectChosenThemeMode: (state) => state.themeMode,
  },
});

export const { settingChanged, settingsSynced, settingsReset } = settingsSlice.actions;
export const { selectSettings, selectChosenThemeMode } = settingsSlice.selectors;
