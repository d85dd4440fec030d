import type { Invoice } from '../model/types';
import { isValidDigitableLine } from './boletoLine';
import { invoiceStatus, isPayable } from './invoiceStatus';
import { isValidPixPayload } from './pixPayload';

/** The bank slip's digitable line (its digits) and the PIX copy-and-paste code, each when the invoice has it. */
type PaymentCodes = { line: string | null; pix: string | null };

/**
 * The codes an open or overdue invoice can be paid with. A code the API left out, or one whose check digits fail, is
 * not offered; null when the invoice is paid or has no usable code (nothing to pay it with here).
 */
export const paymentCodes = (invoice: Invoice, now?: Date): PaymentCodes | null => {
  if (!isPayable(invoiceStatus(invoice, now))) return null;
  const line = isValidDigitableLine(invoice.linhaDigitavel) ? invoice.linhaDigitavel.replace(/\D/g, '') : null;
  const pix = isValidPixPayload(invoice.pixCopiaECola) ? invoice.pixCopiaECola : null;
  return line || pix ? { line, pix } : null;
};
