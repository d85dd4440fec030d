export { PRESET_LABELS } from './config/options';
export { SettingsDrawer } from './ui/SettingsDrawer';
