import { useMemo } from 'react';
import { unitTotals, useMyUnitsSummaryQuery } from '@/entities/physical-asset';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/model';

/**
 * 'Sua empresa' (decisions §11): the totals of every unit, from the call and with the sums of 'Todas as unidades'
 * (RTK Query answers both from one request). Only accounts with more than one unit ask for it.
 */
export function useCompanyTotals() {
  const shown = (useAppSelector(selectUser)?.physicalAssets.length ?? 0) > 1;
  const { currentData, isFetching, isError, refetch } = useMyUnitsSummaryQuery(undefined, { skip: !shown });
  const totals = useMemo(() => (currentData ? unitTotals(currentData) : null), [currentData]);
  return {
    shown,
    totals,
    isError: !currentData && isError && !isFetching,
    retry: () => void refetch(),
  };
}
