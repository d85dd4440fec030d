export { syncSettingsAcrossTabs } from './model/crossTabSync';
export { SETTINGS_STORAGE_KEY, SETTINGS_VERSION, settingsPersistConfig } from './model/persist';
export { useThemeMode } from './model/themeMode';
export {
  defaultSettings,
  selectSettings,
  settingChanged,
  settingsReset,
  settingsSlice,
} from './model/settingsSlice';
export type { SettingsState, ThemeColorPreset, ThemeLayout } from './model/settingsSlice';
export { COLOR_PRESETS } from './config/palette';
export { ANTD_CSS_VAR_CLASS } from './lib/theme';
export { AntdThemeScope } from './ui/AntdThemeScope';
