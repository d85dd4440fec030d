export { useNearViewport } from './useNearViewport';
