export { ScrollRegion } from './ScrollRegion';
export { ScrollTable } from './ScrollTable';
export { useScrollCue } from './useScrollCue';
