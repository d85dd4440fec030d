export { UserEditPage } from './ui/UserEditPage';
