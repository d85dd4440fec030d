export { EmailAddress } from './EmailAddress';
