export { AuthLayout } from './ui/AuthLayout';
