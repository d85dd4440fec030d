export { INVOICES_TITLE, InvoiceHistory, NO_INVOICES_MESSAGE } from './ui/InvoiceHistory';
