import { invoiceReference, invoiceStatus, isPayable, type Invoice } from '@/entities/invoice';

export type YearTotals = { year: number; billed: number; open: number; openCount: number };

/**
 * What was billed in a year and what of it is still to pay (open or overdue); null when no invoice of that
 * year carries an amount, so the summary hides with the field.
 */
export function yearTotals(invoices: readonly Invoice[], year: number, now: Date = new Date()): YearTotals | null {
  const ofYear = invoices.filter((invoice) => invoiceReference(invoice).year === year && typeof invoice.valor === 'number');
  if (ofYear.length === 0) return null;
  const unpaid = ofYear.filter((invoice) => isPayable(invoiceStatus(invoice, now)));
  const sum = (list: Invoice[]) => Math.round(list.reduce((total, invoice) => total + (invoice.valor ?? 0), 0) * 100) / 100;
  return { year, billed: sum(ofYear), open: sum(unpaid), openCount: unpaid.length };
}
