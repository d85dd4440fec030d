export { loginApi, useLoginMutation } from './api/loginApi';
export type { LoginRequest, LoginResponse } from './api/loginApi';
