export { ScrollRegion } from './ScrollRegion';
export { ScrollTable } from './ScrollTable';
export { ScrollCue } from './ScrollCue';
export { useScrollEdges } from './useScrollEdges';
