export { AuthForm } from './AuthForm';
export { EmailFormItem } from './EmailFormItem';
