import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useDemandContractQuery, useEnergyContractQuery, useEnergyMeasurementsQuery } from '../api/energyApi';
import { firstDay, lastDay } from '../lib/dates';
import { projectionPeriod } from '../lib/projection';
import { riskMonths, unitRisks, type UnitRisks } from '../lib/risks';

/**
 * A unit's money at risk (the home's 'Alertas' and the pages read the same numbers): its demand contract first,
 * whose `measuredUntil` names the months, then the last closed month daily, the position's month hourly and its
 * projection period daily, and the energy contract. Null until every answer is in.
 */
export function useEnergyRisks(physicalAssetId: string | null | undefined) {
  const demand = useDemandContractQuery(physicalAssetId || skipToken);
  const energy = useEnergyContractQuery(physicalAssetId || skipToken);
  const months = demand.currentData ? riskMonths(demand.currentData.measuredUntil) : null;
  const ask = (period: { from: string; to: string } | undefined, resolution: '1h' | '1d') =>
    physicalAssetId && period ? { physicalAssetId, ...period, resolution } : skipToken;
  const monthPeriod = (month: string | undefined) => (month ? { from: firstDay(month), to: lastDay(month) } : undefined);
  const lastClosed = useEnergyMeasurementsQuery(ask(monthPeriod(months?.lastClosed), '1d'));
  const current = useEnergyMeasurementsQuery(ask(monthPeriod(months?.current), '1h'));
  const daily = useEnergyMeasurementsQuery(ask(months ? projectionPeriod(months.current) : undefined, '1d'));
  const answers = [demand, energy, lastClosed, current, daily];
  const risks = useMemo((): UnitRisks | null => {
    const [d, e, l, c, y] = [demand.currentData, energy.currentData, lastClosed.currentData, current.currentData, daily.currentData];
    return d && e && l && c && y ? unitRisks({ demand: d, energy: e, lastClosed: l, current: c, daily: y }) : null;
  }, [demand.currentData, energy.currentData, lastClosed.currentData, current.currentData, daily.currentData]);
  // Asks again only what failed (a skipped call cannot be refetched).
  const retry = () => answers.filter((answer) => answer.isError).forEach((answer) => void answer.refetch());
  return { risks, isFetching: answers.some((answer) => answer.isFetching), isError: answers.some((answer) => answer.isError), retry };
}
