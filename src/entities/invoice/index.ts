export { invoiceApi, useMyInvoicesQuery } from './api/invoiceApi';
export {
  hasFile,
  invoiceFileBaseName,
  invoiceFileContent,
  isCardBoletoEnabled,
  isNotaFiscalEnabled,
  isTableBoletoEnabled,
} from './lib/invoiceFiles';
export type { InvoiceFileKind } from './lib/invoiceFiles';
export { saveInvoiceFile } from './lib/saveInvoiceFile';
export {
  invoiceKey,
  invoiceReference,
  invoiceYears,
  referenceLabel,
  referenceText,
  sortInvoicesNewestFirst,
} from './lib/invoiceReference';
export type { InvoiceReference } from './lib/invoiceReference';
export type { Invoice } from './model/types';
