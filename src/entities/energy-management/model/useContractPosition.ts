import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useEnergyContractQuery, useEnergyMeasurementsQuery } from '../api/energyApi';
import { firstDay, lastDay } from '../lib/dates';
import { contractPosition, type ContractPosition } from '../lib/position';
import { dailyKwh, monthDays, projectionPeriod } from '../lib/projection';
import { closedMonths, riskMonths } from '../lib/risks';

/** The closed months 'Posição do contrato' lists under the month it shows (decisions §10: the last 12). */
const HISTORY_MONTHS = 12;

type Period = { from: string; to: string };

/**
 * 'Posição do contrato' of a unit: the energy contract first, whose `measuredUntil` names the month shown (this one,
 * or on the 1st the last closed, as `riskMonths` says for the alerts), then two daily answers: that month's
 * projection period, the very call `useEnergyRisks` makes (the home's 'Alertas' and the page read one answer and one
 * formula), and the 12 closed months before. Without a contract nothing more is asked.
 */
export function useContractPosition(physicalAssetId: string | null | undefined) {
  const energy = useEnergyContractQuery(physicalAssetId || skipToken);
  const answer = energy.currentData;
  const terms = answer?.contract ?? null;
  const measuredUntil = answer?.measuredUntil;
  const month = measuredUntil ? riskMonths(measuredUntil).current : null;
  const months = useMemo(() => (measuredUntil ? closedMonths(measuredUntil, HISTORY_MONTHS) : null), [measuredUntil]);
  const ask = (period: Period | null) => (physicalAssetId && terms && period ? { physicalAssetId, ...period, resolution: '1d' as const } : skipToken);
  const daily = useEnergyMeasurementsQuery(ask(month ? projectionPeriod(month) : null));
  const past = useEnergyMeasurementsQuery(ask(months ? { from: firstDay(months[0]!), to: lastDay(months.at(-1)!) } : null));

  const shown = useMemo(() => {
    if (!terms || !month || !daily.currentData) return null;
    const days = dailyKwh(daily.currentData);
    return { position: contractPosition(terms, month, days), days: monthDays(month, days) };
  }, [terms, month, daily.currentData]);
  const history = useMemo((): { month: string; position: ContractPosition | null }[] | null => {
    if (!terms || !months || !past.currentData) return null;
    const days = dailyKwh(past.currentData);
    return months.map((closed) => ({ month: closed, position: contractPosition(terms, closed, days) }));
  }, [terms, months, past.currentData]);

  const retry = (...queries: { isError: boolean; refetch: () => unknown }[]) => () => queries.filter((query) => query.isError).forEach((query) => void query.refetch());
  return {
    /** The contract's terms; null: the unit has no energy contract; undefined until the answer is in. */
    terms: answer ? terms : undefined,
    month,
    position: shown?.position ?? null,
    days: shown?.days ?? [],
    isLoading: !answer ? !energy.isError : Boolean(terms) && !daily.currentData && !daily.isError,
    isError: energy.isError || daily.isError,
    retry: retry(energy, daily),
    /** The last 12 closed months, oldest first (a month the contract gives no volume has no position). */
    history,
    historyError: past.isError,
    retryHistory: retry(past),
  };
}
