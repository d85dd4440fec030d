export { forgotPasswordApi, useForgotPasswordMutation } from './api/forgotPasswordApi';
export { FORGOT_PASSWORD_FAILED, FORGOT_PASSWORD_SENT } from './model/useForgotPasswordSubmit';
export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
