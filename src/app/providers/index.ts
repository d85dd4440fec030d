export { AppProviders } from './AppProviders';
export { ThemeProvider } from './ThemeProvider';
