export { newPasswordApi, useResetPasswordMutation } from './api/newPasswordApi';
export type { ResetPasswordRequest } from './api/newPasswordApi';
