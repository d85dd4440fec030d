import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import {
  contractAddressLine,
  contractStatus,
  sortContractsNewestFirst,
  useMyContractsQuery,
  type Contract,
  type ContractStatus,
} from '@/entities/contract';
import { selectUser, useSelectedUnit } from '@/entities/session';
import { formatDate } from '@/shared/lib/format';
import { useAppSelector } from '@/shared/model';

const NOT_FOUND_RESPONSIBLE = 'Não encontrado';

export type ContractRow = {
  key: string;
  contract: Contract;
  code: string;
  status: ContractStatus;
  startDate: string;
  endDate: string;
  responsible: string;
  address: string;
};

/** Builds the rows of the selected asset's contracts; `currentData` never shows another asset's list. */
export function useContractRows() {
  const { id: assetId, unit, ready } = useSelectedUnit();
  const user = useAppSelector(selectUser);
  const query = useMyContractsQuery(ready ? assetId : skipToken);
  const { currentData, isFetching, isError, refetch } = query;

  const rows = useMemo<ContractRow[]>(() => {
    if (!currentData) return [];
    const now = new Date();
    const responsible = unit?.name ?? NOT_FOUND_RESPONSIBLE;
    return sortContractsNewestFirst(currentData).map((contract) => ({
      key: contract.id,
      contract,
      code: contract.code,
      status: contractStatus(contract, now),
      startDate: formatDate(contract.startDate),
      endDate: formatDate(contract.endDate),
      responsible,
      address: contractAddressLine(contract, user?.address),
    }));
  }, [currentData, user, unit]);

  return {
    rows,
    firstName: user?.displayName.trim().split(/\s+/)[0] ?? '',
    // Only a request for the current asset counts; a failed one stops the spinner (spec §8).
    isLoading: Boolean(assetId) && isFetching && !currentData,
    isError: Boolean(assetId) && isError && !isFetching,
    retry: () => void refetch(),
    canRetry: Boolean(assetId),
  };
}
