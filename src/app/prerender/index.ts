export { AppRoot } from './AppRoot';
export { adoptEarlyInput } from './earlyInput';
export { canHydrate } from './hydration';
export { hydrateInSlices } from './hydrateInSlices';
