export { syncSettingsAcrossTabs } from './model/crossTabSync';
export { parsePersistedSettings, SETTINGS_STORAGE_KEY, settingsPersistConfig } from './model/persist';
export {
  defaultSettings,
  sanitizeSettings,
  selectSettings,
  selectThemeLayout,
  selectThemeMode,
  settingChanged,
  settingsReset,
  settingsSlice,
  settingsSynced,
} from './model/settingsSlice';
export type {
  SettingsState,
  ThemeColorPreset,
  ThemeContrast,
  ThemeDirection,
  ThemeLayout,
  ThemeMode,
} from './model/settingsSlice';
export { COLOR_PRESETS } from './config/palette';
export { ANTD_CSS_VAR_CLASS, buildThemeConfig } from './lib/theme';
export { AntdThemeScope } from './ui/AntdThemeScope';
