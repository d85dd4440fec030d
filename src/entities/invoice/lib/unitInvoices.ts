import type { Invoice } from '../model/types';

type UnitInvoices = {
  invoices: Invoice[];
  /** True when the API bills per unit (its invoices carry `physicalAssetId`); false when it bills the account. */
  perUnit: boolean;
};

/**
 * Decisions §9 "Invoices per unit": when invoices carry their unit, only the selected unit's count (even if the
 * API ignored the filter and sent every unit's); when none does, the account's invoices are the list. An empty
 * answer to the unit's request is that unit's (it has no invoices).
 */
export function invoicesOfUnit(invoices: readonly Invoice[], assetId: string | null | undefined): UnitInvoices {
  const perUnit = invoices.length === 0 || invoices.some((invoice) => Boolean(invoice.physicalAssetId));
  return perUnit ? { invoices: invoices.filter((invoice) => invoice.physicalAssetId === assetId), perUnit } : { invoices: [...invoices], perUnit };
}

const ACCOUNT_INVOICES_TITLE = 'Faturas de todas as unidades da conta';

/** 'Faturas de <unit>' when the list is one unit's, else 'Faturas de todas as unidades da conta'. */
export const invoicesScopeTitle = (perUnit: boolean, unitName: string | null | undefined): string =>
  perUnit && unitName ? `Faturas de ${unitName}` : ACCOUNT_INVOICES_TITLE;
