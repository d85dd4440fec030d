export { AppRoot } from './AppRoot';
export { takeEarlyInput } from './earlyInput';
export { canHydrate } from './hydration';
export { hydrateInSlices } from './hydrateInSlices';
