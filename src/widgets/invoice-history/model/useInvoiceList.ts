import { useMemo, useState } from 'react';
import { invoiceReference, invoicesScopeTitle, invoiceYears, sortInvoicesForAction, useUnitInvoices, type Invoice } from '@/entities/invoice';
import { selectUser, useSelectedUnit } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { yearTotals } from './yearTotals';

export const ALL_YEARS = 'all';
export type YearFilter = typeof ALL_YEARS | number;

/**
 * The selected unit's invoices (decisions §9) in the order of what needs action (§11: the oldest overdue first, then
 * the open ones, then the paid), with an optional year filter (beyond the spec), and what the list covers: 'Faturas de <unit>', or the whole account's when the API bills the account.
 */
export function useInvoiceList() {
  const user = useAppSelector(selectUser);
  const { id: assetId, unit } = useSelectedUnit();
  const cnpj = user?.cnpj;
  const { invoices: unitInvoices, perUnit, isFetching, isError, refetch } = useUnitInvoices({ cnpj, physicalAssetId: assetId });
  const [year, setYear] = useState<YearFilter>(ALL_YEARS);

  const sorted = useMemo(() => (unitInvoices ? sortInvoicesForAction(unitInvoices) : []), [unitInvoices]);
  const years = useMemo(() => invoiceYears(sorted), [sorted]);
  // A filter for a year that no longer exists (new data) falls back to every year.
  const activeYear: YearFilter = year !== ALL_YEARS && years.includes(year) ? year : ALL_YEARS;
  const invoices = useMemo<Invoice[]>(
    () => (activeYear === ALL_YEARS ? sorted : sorted.filter((invoice) => invoiceReference(invoice).year === activeYear)),
    [sorted, activeYear],
  );

  // The summary covers the filtered year, or the newest year when every year is listed.
  const totals = useMemo(() => {
    const summaryYear = activeYear === ALL_YEARS ? years[0] : activeYear;
    return summaryYear === undefined ? null : yearTotals(sorted, summaryYear);
  }, [sorted, years, activeYear]);

  return {
    invoices,
    totals,
    years,
    year: activeYear,
    setYear,
    // Until the answer says how the API bills, the title names the unit asked for.
    scopeTitle: cnpj ? invoicesScopeTitle(unitInvoices ? perUnit : true, unit?.name) : undefined,
    isLoading: Boolean(cnpj) && isFetching && !unitInvoices,
    isError: Boolean(cnpj) && isError && !isFetching,
    canRetry: Boolean(cnpj),
    retry: () => void refetch(),
  };
}
