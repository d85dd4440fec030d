import { toDateTime } from '@/shared/lib/date';
import { formatMonthYear } from '@/shared/lib/format';
import type { Invoice } from '../model/types';

export type InvoiceReference = { month: number; year: number };

// The year is read from the ISO text itself, so a late-night UTC timestamp never shifts it across time zones.
const yearOf = (createdAt: string): number => {
  const literal = /^(\d{4})-/.exec(createdAt);
  if (literal) return Number(literal[1]);
  const time = toDateTime(createdAt);
  return Number.isNaN(time) ? 0 : new Date(time).getFullYear();
};

/** Spec §2: the closing month (`mesFechamento`, 1–12) and the year of `createdAt`. */
export function invoiceReference(invoice: Pick<Invoice, 'mesFechamento' | 'createdAt'>): InvoiceReference {
  return { month: Number(invoice.mesFechamento), year: yearOf(invoice.createdAt) };
}

/** `03/2025`. */
export const referenceText = (reference: InvoiceReference) => formatMonthYear(reference.year, reference.month);

/**
 * Decisions §11: an invoice's one name, wherever it is named (lists, payment, reminders, the names buttons are read
 * by): 'Fatura 03/2025'.
 */
export const invoiceName = (of: InvoiceReference | Pick<Invoice, 'mesFechamento' | 'createdAt'>) =>
  `Fatura ${referenceText('year' in of ? of : invoiceReference(of))}`;

/** A stable key per invoice: its id, else its reference. */
export const invoiceKey = (invoice: Invoice): string => {
  if (invoice.id) return invoice.id;
  const { year, month } = invoiceReference(invoice);
  return `${year}-${String(month).padStart(2, '0')}`;
};

/** Newest first: by reference, then by creation time. */
export function sortInvoicesNewestFirst(invoices: readonly Invoice[]): Invoice[] {
  const rank = (invoice: Invoice) => {
    const { year, month } = invoiceReference(invoice);
    return year * 100 + month;
  };
  return [...invoices].sort(
    (a, b) => rank(b) - rank(a) || (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0),
  );
}

/** Distinct reference years, newest first. */
export function invoiceYears(invoices: readonly Invoice[]): number[] {
  return [...new Set(invoices.map((invoice) => invoiceReference(invoice).year))].sort((a, b) => b - a);
}
