export { RouteError } from './RouteError';
