export { logoutApi, useLogoutMutation } from './api/logoutApi';
export { LOGOUT_FAILED_MESSAGE, useLogout } from './model/useLogout';
