export { InvoicesPage } from './ui/InvoicesPage';
