export { SettingsDrawer } from './ui/SettingsDrawer';
