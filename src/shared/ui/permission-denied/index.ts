export { PermissionDenied } from './PermissionDenied';
