export { PasswordInput } from './PasswordInput';
