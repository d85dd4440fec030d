export { AuthHeading } from './ui/AuthHeading';
export { AuthLayout } from './ui/AuthLayout';
export { AuthLinks, BackToLogin } from './ui/AuthLinks';
