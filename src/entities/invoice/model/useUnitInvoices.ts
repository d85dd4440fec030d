import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useMyInvoicesQuery } from '../api/invoiceApi';
import { invoicesOfUnit } from '../lib/unitInvoices';

type Args = { cnpj: string | null | undefined; physicalAssetId: string | null | undefined; skip?: boolean };

/**
 * The selected unit's invoices (decisions §9), asked with the unit filter so a chain never downloads every store's.
 * `perUnit` says whether the list is the unit's or, from an API that bills the account, the whole account's.
 * Callers pass the session's document and unit; the invoice views and the home's balance share this.
 */
export function useUnitInvoices({ cnpj, physicalAssetId, skip = false }: Args) {
  const query = useMyInvoicesQuery(cnpj && !skip ? { cnpj, physicalAssetId } : skipToken);
  const { currentData } = query;
  const scoped = useMemo(() => (currentData ? invoicesOfUnit(currentData, physicalAssetId) : null), [currentData, physicalAssetId]);
  return {
    invoices: scoped?.invoices,
    perUnit: scoped?.perUnit ?? false,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
  };
}
