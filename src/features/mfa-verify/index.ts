export { VerifyForm } from './ui/VerifyForm';
