export { AppRoot } from './AppRoot';
export { adoptEarlyInput } from './earlyInput';
export { canHydrate, PRERENDERED_AT_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from './hydration';
export { findPrerenderedRoute, PRERENDERED_ROUTES, prerenderedFile } from './routes';
export type { PrerenderedRoute } from './routes';
