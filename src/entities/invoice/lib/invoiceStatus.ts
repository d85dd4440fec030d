import type { Invoice } from '../model/types';

export type InvoiceStatus = 'Paga' | 'Vencida' | 'Em aberto';

/** Today as `YYYY-MM-DD` in the customer's time zone. */
const localDay = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * Decisions §8, computed on the client: 'Paga' with a payment date; 'Vencida' after the due day (the due day
 * itself is still on time); else 'Em aberto'. Null when the API sent none of the payment fields.
 */
export function invoiceStatus(invoice: Pick<Invoice, 'vencimento' | 'dataPagamento'>, now: Date = new Date()): InvoiceStatus | null {
  if (invoice.dataPagamento) return 'Paga';
  if (invoice.vencimento) return localDay(now) > invoice.vencimento.slice(0, 10) ? 'Vencida' : 'Em aberto';
  return invoice.dataPagamento === null ? 'Em aberto' : null;
}

export const isPayable = (status: InvoiceStatus | null): boolean => status === 'Em aberto' || status === 'Vencida';
