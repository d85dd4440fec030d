export { FirstAccessPage } from './ui/FirstAccessPage';
