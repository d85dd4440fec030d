import type { Invoice } from '../model/types';
import { hasFile, invoiceFileBaseName, invoiceFileContent, type InvoiceFileKind } from './invoiceFiles';
import { base64ToBlob, fileNameWithExtension, saveBlob } from '@/shared/lib/file';

/** Decodes the invoice's base64 file and saves it as `{kind}-{MM-YYYY}.{detected extension}`; null when there is no usable file. */
export function saveInvoiceFile(invoice: Invoice, kind: InvoiceFileKind): string | null {
  const content = invoiceFileContent(invoice, kind);
  if (!hasFile(content)) return null;
  let blob: Blob;
  try {
    blob = base64ToBlob(content);
  } catch {
    return null; // not valid base64
  }
  if (blob.size === 0) return null;
  const fileName = fileNameWithExtension(invoiceFileBaseName(invoice, kind), blob);
  saveBlob(blob, fileName);
  return fileName;
}
