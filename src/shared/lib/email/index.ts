export { isEmail, maskEmail } from './email';
