export { AuthGuard, GuestGuard } from './guards';
export { createAppRouter, preloadRoute, routeModules, routes } from './router';
export { routePattern } from './routePattern';
