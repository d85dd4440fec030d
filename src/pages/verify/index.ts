export { VerifyPage } from './ui/VerifyPage';
