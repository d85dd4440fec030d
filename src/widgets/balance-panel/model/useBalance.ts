import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useMyInvoicesQuery } from '@/entities/invoice';
import { selectSelectedAssetId, selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { balanceOf } from '../lib/balance';
import { unitInvoices } from '../lib/unitInvoices';

/**
 * The balance of the selected unit (or of the account, when invoices do not name their unit). The call is the
 * invoice list's, with the same argument, so RTK Query answers both once.
 */
export function useBalance() {
  const user = useAppSelector(selectUser);
  const assetId = useAppSelector(selectSelectedAssetId);
  const { currentData, isFetching, isError, refetch } = useMyInvoicesQuery(user?.cnpj ? user.cnpj : skipToken);
  const scoped = useMemo(() => (currentData ? unitInvoices(currentData, assetId) : null), [currentData, assetId]);
  const balance = useMemo(() => (scoped ? balanceOf(scoped.invoices) : null), [scoped]);
  const unitName = user?.physicalAssets.find((asset) => asset.id === assetId)?.name ?? null;

  return {
    balance,
    /** Whose invoices these are, as the invoice views say it (decisions §9). */
    scope: scoped?.perUnit && unitName ? `Faturas de ${unitName}` : 'Faturas de todas as unidades da conta',
    hasInvoices: (scoped?.invoices.length ?? 0) > 0,
    isLoading: !currentData && (isFetching || (Boolean(user?.cnpj) && !isError)),
    isError: !currentData && isError && !isFetching,
    retry: () => void refetch(),
  };
}
