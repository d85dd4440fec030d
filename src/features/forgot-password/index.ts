export { forgotPasswordApi, useForgotPasswordMutation } from './api/forgotPasswordApi';
