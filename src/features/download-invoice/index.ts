export { saveInvoiceFile } from './lib/saveInvoiceFile';
export { DownloadInvoiceButton, FILE_NOT_FOUND_MESSAGE } from './ui/DownloadInvoiceButton';
