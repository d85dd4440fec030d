export { NewPasswordPage } from './ui/NewPasswordPage';
