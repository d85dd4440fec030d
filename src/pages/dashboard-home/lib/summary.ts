import type { Contract } from '@/entities/contract';
import { contractStatus } from '@/entities/contract';
import { economyRowsYearToDate, economyTotals, type EconomyTotals, type YearlyEconomy, type YearMonth } from '@/entities/economic-report';
import { invoiceReference, sortInvoicesNewestFirst, type Invoice, type InvoiceReference } from '@/entities/invoice';

/** Active contracts (spec §4 status) out of all the asset's contracts. */
export function activeContracts(contracts: readonly Contract[], now: Date = new Date()): { active: number; total: number } {
  return { active: contracts.filter((contract) => contractStatus(contract, now) === 'Ativo').length, total: contracts.length };
}

/** The newest invoice's reference month, or null without invoices. */
export function latestInvoice(invoices: readonly Invoice[]): InvoiceReference | null {
  const [newest] = sortInvoicesNewestFirst(invoices);
  return newest ? invoiceReference(newest) : null;
}

/** Savings of the year so far: January up to the report month (the previous month by default); null without a month measured. */
export function savingsYearToDate(rows: readonly YearlyEconomy[], upTo: YearMonth): EconomyTotals | null {
  const measured = economyRowsYearToDate([...rows], upTo);
  return measured.length === 0 ? null : economyTotals(measured);
}
