export { AuthHeading } from './ui/AuthHeading';
export { AuthLayout } from './ui/AuthLayout';
