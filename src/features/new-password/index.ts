export { newPasswordApi, useResetPasswordMutation } from './api/newPasswordApi';
export type { ResetPasswordRequest } from './api/newPasswordApi';
export { NEW_PASSWORD_SAVED } from './model/useNewPasswordSubmit';
export { NewPasswordForm } from './ui/NewPasswordForm';
