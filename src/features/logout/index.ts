export { LOGOUT_FAILED_MESSAGE, useLogout } from './model/useLogout';
