export { ScrollRegion } from './ScrollRegion';
export { ScrollTable } from './ScrollTable';
