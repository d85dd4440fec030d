export { InvoiceHistory } from './ui/InvoiceHistory';
