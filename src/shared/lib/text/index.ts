export { highlightRanges, normalizeText } from './text';
export type { HighlightSegment } from './text';
