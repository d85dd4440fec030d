export { logoutApi, useLogoutMutation } from './api/logoutApi';
export { LOGOUT_FAILED_MESSAGE, useLogout } from './model/useLogout';
export type { RouteToastState } from './model/useLogout';
