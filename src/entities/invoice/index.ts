export { invoiceApi, useMyInvoicesQuery } from './api/invoiceApi';
export type { Invoice } from './model/types';
