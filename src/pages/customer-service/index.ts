export { CustomerServicePage } from './ui/CustomerServicePage';
