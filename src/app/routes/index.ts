export { AuthGuard, GuestGuard, RoleGuard } from './guards';
export { createAppRouter, MANAGER_ROLES, routes } from './router';
