import type { Invoice } from '../model/types';
import { invoiceStatus, type InvoiceStatus } from './invoiceStatus';
import { sortInvoicesNewestFirst } from './invoiceReference';

/** What needs action first: overdue, then open, then paid; an invoice without payment fields last. */
const GROUP: Record<InvoiceStatus | 'none', number> = { Vencida: 0, 'Em aberto': 1, Paga: 2, none: 3 };

/** Due dates compare as text ('YYYY-MM-DD'); an invoice without one comes after those with one. */
const byDueDate = (a: Invoice, b: Invoice) => {
  const [dueA, dueB] = [a.vencimento?.slice(0, 10), b.vencimento?.slice(0, 10)];
  if (dueA === dueB) return 0;
  if (!dueA) return 1;
  if (!dueB) return -1;
  return dueA < dueB ? -1 : 1;
};

/**
 * Decisions §11 "Invoices open on what needs action": the oldest overdue invoice first, then the open ones (the next
 * to fall due first), then the paid ones (newest first). Ties, and invoices without payment fields, keep the newest
 * first.
 */
export function sortInvoicesForAction(invoices: readonly Invoice[], now: Date = new Date()): Invoice[] {
  const newestFirst = sortInvoicesNewestFirst(invoices);
  const group = (invoice: Invoice) => GROUP[invoiceStatus(invoice, now) ?? 'none'];
  // Array.prototype.sort is stable: equal keys keep the newest-first order.
  return newestFirst.sort((a, b) => {
    const groups = group(a) - group(b);
    if (groups !== 0) return groups;
    return group(a) <= GROUP['Em aberto'] ? byDueDate(a, b) : 0;
  });
}
