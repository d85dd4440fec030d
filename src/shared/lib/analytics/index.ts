export { initAnalytics } from './analytics';
