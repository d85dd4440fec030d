import { useMemo } from 'react';
import { invoicesScopeTitle, useUnitInvoices } from '@/entities/invoice';
import { selectUser, useSelectedUnit } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { balanceOf } from '../../lib/balance/balance';

/**
 * The balance of the selected unit (or of the account, when invoices do not name their unit). The call is the
 * invoice list's, with the same argument, so RTK Query answers both once.
 */
export function useBalance() {
  const user = useAppSelector(selectUser);
  const { id: assetId, unit } = useSelectedUnit();
  const { invoices, perUnit, isFetching, isError, refetch } = useUnitInvoices({ cnpj: user?.cnpj, physicalAssetId: assetId });
  const balance = useMemo(() => (invoices ? balanceOf(invoices) : null), [invoices]);

  return {
    balance,
    /** Whose invoices these are, as the invoice views say it (decisions §9). */
    scope: invoicesScopeTitle(perUnit, unit?.name ?? null),
    hasInvoices: (invoices?.length ?? 0) > 0,
    isLoading: !invoices && (isFetching || (Boolean(user?.cnpj) && !isError)),
    isError: !invoices && isError && !isFetching,
    retry: () => void refetch(),
  };
}
