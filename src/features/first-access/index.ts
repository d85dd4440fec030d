export { FirstAccessForm } from './ui/FirstAccessForm';
