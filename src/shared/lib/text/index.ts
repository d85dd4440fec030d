export { highlightRanges, normalizeText } from './text';
