import { invoiceStatus, isPayable, sortInvoicesNewestFirst, type Invoice } from '@/entities/invoice';

const DAY = 86_400_000;

/** The invoice to act on first, with how late it is (positive) or how long until it falls due (zero or negative). */
export type UrgentInvoice = { invoice: Invoice; overdue: boolean; daysLate: number };

type Balance = {
  /** Sum of the open and overdue invoices' amounts, in BRL (those without an amount add nothing). */
  total: number;
  openCount: number;
  overdueCount: number;
  urgent: UrgentInvoice | null;
};

/** Whole calendar days from `due` (`YYYY-MM-DD`) to the customer's today; the due day itself is 0. */
export function daysSince(due: string, now: Date): number {
  const [year, month, day] = due.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(year, month - 1, day)) / DAY);
}

/**
 * What the customer owes: the open and overdue invoices' total, and the one to pay first — the oldest overdue,
 * else the next to fall due (an invoice without a due date comes last).
 */
export function balanceOf(invoices: readonly Invoice[], now: Date = new Date()): Balance {
  const unpaid = sortInvoicesNewestFirst(invoices)
    .filter((invoice) => isPayable(invoiceStatus(invoice, now)))
    .map((invoice) => {
      const overdue = invoiceStatus(invoice, now) === 'Vencida';
      return { invoice, overdue, daysLate: invoice.vencimento ? daysSince(invoice.vencimento, now) : Number.NEGATIVE_INFINITY };
    });
  const total = Math.round(unpaid.reduce((sum, { invoice }) => sum + (invoice.valor ?? 0), 0) * 100) / 100;
  const urgent = unpaid.reduce<UrgentInvoice | null>((first, next) => (!first || next.daysLate > first.daysLate ? next : first), null);
  return { total, openCount: unpaid.length, overdueCount: unpaid.filter(({ overdue }) => overdue).length, urgent };
}
