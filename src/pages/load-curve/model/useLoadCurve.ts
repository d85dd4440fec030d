import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { energyApi, useDemandContractQuery, useEnergyMeasurementsQuery, type MeasurementsRequest } from '@/entities/energy-management';
import { useSelectedUnit } from '@/entities/session';
import { periodOf, previousPeriod, VIEWS, withView, type Measured, type Period } from '../lib/period';
import { useAddressPeriod } from './useAddressPeriod';

type Resolution = MeasurementsRequest['resolution'];

/**
 * The load curve's data for the unit in use: its demand contract (which names the measured days), the period the
 * address asks for at 15 minutes, the period before it while compared, and the month holding the period by day (its
 * highest interval decides 'Ultrapassagem de demanda'). Once a period is in, the other two views of the same day are
 * fetched too, so a switch of 'Dia', 'Semana', 'Mês' only draws.
 */
export function useLoadCurve() {
  const { id, ready, unit } = useSelectedUnit();
  const contract = useDemandContractQuery(ready ? id : skipToken);
  const demand = contract.currentData;
  const measuredFrom = demand?.measuredFrom;
  const measuredUntil = demand?.measuredUntil;
  const measured = useMemo((): Measured | null => (measuredFrom && measuredUntil ? { from: measuredFrom, until: measuredUntil } : null), [measuredFrom, measuredUntil]);
  const { period, show } = useAddressPeriod(measured);
  const [compare, setCompare] = useState(false);

  const ask = (shown: Period | null, resolution: Resolution): MeasurementsRequest | typeof skipToken =>
    ready && shown ? { physicalAssetId: id, from: shown.askFrom, to: shown.askTo, resolution } : skipToken;
  const previous = period && measured && compare ? previousPeriod(period, measured) : null;
  const current = useEnergyMeasurementsQuery(ask(period, '15m'));
  const before = useEnergyMeasurementsQuery(ask(previous, '15m'));
  const month = useEnergyMeasurementsQuery(ask(period && measured ? withView(period, 'month', measured) : null, '1d'));

  const prefetch = energyApi.usePrefetch('energyMeasurements');
  const loaded = current.currentData !== undefined;
  useEffect(() => {
    if (!loaded || !period || !measured || !ready) return;
    for (const view of VIEWS.filter((other) => other !== period.view)) {
      const other = periodOf(view, period.date, measured);
      prefetch({ physicalAssetId: id, from: other.askFrom, to: other.askTo, resolution: '15m' });
    }
  }, [loaded, period, measured, ready, id, prefetch]);

  return {
    unitName: unit?.name ?? null,
    hasUnit: ready,
    demand,
    measured,
    contractLoading: contract.isFetching && !demand,
    contractFailed: contract.isError && !contract.isFetching,
    retryContract: contract.refetch,
    period,
    show,
    compare,
    setCompare,
    previous,
    current: current.currentData,
    currentLoading: current.isFetching && !current.currentData,
    currentFailed: current.isError && !current.isFetching,
    retryCurrent: current.refetch,
    before: previous ? before.currentData : undefined,
    beforeLoading: previous !== null && before.isFetching,
    month: month.currentData,
  };
}
