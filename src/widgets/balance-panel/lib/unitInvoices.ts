import type { Invoice } from '@/entities/invoice';

/** Decisions §9: an invoice may name the consumption unit it bills. */
type MaybePerUnit = Invoice & { physicalAssetId?: string | null };

type UnitInvoices = {
  invoices: Invoice[];
  /** True when the invoices name their unit, so the list is the selected unit's alone. */
  perUnit: boolean;
};

/**
 * The selected unit's invoices when the API says which unit each one bills; else every invoice of the account
 * (and the panel says so). The one place the panel decides whose invoices it adds up.
 */
export function unitInvoices(invoices: readonly Invoice[], assetId: string | null | undefined): UnitInvoices {
  const perUnit = invoices.some((invoice) => Boolean((invoice as MaybePerUnit).physicalAssetId));
  if (!perUnit) return { invoices: [...invoices], perUnit: false };
  return { invoices: invoices.filter((invoice) => (invoice as MaybePerUnit).physicalAssetId === assetId), perUnit: true };
}
