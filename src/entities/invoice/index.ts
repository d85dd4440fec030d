export { invoiceApi } from './api/invoiceApi';
export { formatDigitableLine, isValidDigitableLine } from './lib/boletoLine';
export { isCardBoletoEnabled, isNotaFiscalEnabled, isTableBoletoEnabled } from './lib/invoiceFiles';
export type { InvoiceFileKind } from './lib/invoiceFiles';
export { sortInvoicesForAction } from './lib/invoiceOrder';
export { invoiceStatus, isPayable } from './lib/invoiceStatus';
export { paymentCodes } from './lib/paymentCodes';
export { isValidPixPayload } from './lib/pixPayload';
export { saveInvoiceFile } from './lib/saveInvoiceFile';
export {
  invoiceKey,
  invoiceName,
  invoiceReference,
  invoiceYears,
  sortInvoicesNewestFirst,
} from './lib/invoiceReference';
export type { InvoiceReference } from './lib/invoiceReference';
export { invoicesScopeTitle } from './lib/unitInvoices';
export type { Invoice } from './model/types';
export { useUnitInvoices } from './model/useUnitInvoices';
export { AddToCalendarButton } from './ui/AddToCalendarButton';
export { InvoiceStatusChip } from './ui/InvoiceStatusChip';
export { NO_INVOICES_FOUND, NoInvoicesNextStep } from './ui/NoInvoices';
export { PayeeLine } from './ui/PayeeLine';
