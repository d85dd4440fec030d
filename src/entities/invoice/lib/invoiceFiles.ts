import type { Invoice } from '../model/types';
import { invoiceReference } from './invoiceReference';

export type InvoiceFileKind = 'nota-fiscal' | 'boleto';

/** True when the base64 field holds content. */
export const hasFile = (base64: string | null | undefined): base64 is string => Boolean(base64?.trim());

export const invoiceFileContent = (invoice: Invoice, kind: InvoiceFileKind): string | null =>
  (kind === 'nota-fiscal' ? invoice.fileNFeBase64 : invoice.fileBoletoBase64) ?? null;

/** `nota-fiscal-03-2025` / `boleto-03-2025`; the extension comes from the detected file type. */
export function invoiceFileBaseName(invoice: Invoice, kind: InvoiceFileKind): string {
  const { month, year } = invoiceReference(invoice);
  return `${kind}-${String(month).padStart(2, '0')}-${year}`;
}

export const isNotaFiscalEnabled = (invoice: Invoice): boolean => hasFile(invoice.fileNFeBase64);

/** Spec §5, on purpose: in the table the boleto button follows the nota fiscal field, not the boleto field. */
export const isTableBoletoEnabled = (invoice: Invoice): boolean => hasFile(invoice.fileNFeBase64);

/** Spec §5: on the mobile card the boleto button follows the boleto field. */
export const isCardBoletoEnabled = (invoice: Invoice): boolean => hasFile(invoice.fileBoletoBase64);
