export { AuthGuard, GuestGuard, RoleGuard } from './guards';
export { createAppRouter, preloadRoute, routes } from './router';
