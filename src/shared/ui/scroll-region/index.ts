export { SCROLL_CUE } from './ScrollCue';
export { ScrollRegion } from './ScrollRegion';
export { ScrollTable } from './ScrollTable';
