export { ManagementPage } from './ui/ManagementPage';
