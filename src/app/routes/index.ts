export { AuthGuard, GuestGuard, RoleGuard } from './guards';
export { createAppRouter, routes } from './router';
