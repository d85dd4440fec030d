import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { invoiceReference, invoiceYears, sortInvoicesNewestFirst, useMyInvoicesQuery, type Invoice } from '@/entities/invoice';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { yearTotals } from './yearTotals';

export const ALL_YEARS = 'all';
export type YearFilter = typeof ALL_YEARS | number;

/** The signed-in customer's invoices, newest first, with an optional year filter (beyond the spec). */
export function useInvoiceList() {
  const cnpj = useAppSelector(selectUser)?.cnpj;
  const { currentData, isFetching, isError, refetch } = useMyInvoicesQuery(cnpj ? cnpj : skipToken);
  const [year, setYear] = useState<YearFilter>(ALL_YEARS);

  const sorted = useMemo(() => (currentData ? sortInvoicesNewestFirst(currentData) : []), [currentData]);
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
    isLoading: Boolean(cnpj) && isFetching && !currentData,
    isError: Boolean(cnpj) && isError && !isFetching,
    canRetry: Boolean(cnpj),
    retry: () => void refetch(),
  };
}
