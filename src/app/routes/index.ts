export { AuthGuard, GuestGuard } from './guards';
export { createAppRouter, preloadRoute, routes } from './router';
