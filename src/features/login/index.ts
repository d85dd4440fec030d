export { loginApi, useLoginMutation } from './api/loginApi';
export type { LoginRequest, LoginResponse } from './api/loginApi';
export { LOGIN_FAILED_MESSAGE } from './model/useLoginSubmit';
export { LoginForm } from './ui/LoginForm';
