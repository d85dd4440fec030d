import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import {
  dailyRowsInOrder,
  dailyTotals,
  defaultReportDates,
  reportRequest,
  useEconomicReport,
  useFindEconomicReportQuery,
} from '@/entities/economic-report';
import { useSelectedUnit } from '@/entities/session';
import { dayjs, type Dayjs } from '@/shared/lib/dayjs';

/** State and data of the daily report: the daily date, the year-over-year toggle and the readings. */
export function useDailyConsumption() {
  const [date, setDate] = useState<Dayjs>(() => defaultReportDates().daily);
  const [compare, setCompare] = useState(false);
  // Readings for days that have not happened yet are not shown.
  const [today] = useState(() => {
    const now = dayjs();
    return { year: now.year(), month: now.month() + 1, day: now.date() };
  });
  const { id: assetId, ready } = useSelectedUnit();
  const request = ready ? reportRequest(assetId, date) : null;
  const query = useEconomicReport(request);
  // The same month a year earlier, fetched only while the comparison is on.
  const previousRequest = request && compare ? { ...request, year: request.year - 1 } : null;
  const previousQuery = useFindEconomicReportQuery(previousRequest ?? skipToken);

  const year = date.year();
  const month = date.month() + 1;
  const period = useMemo(() => ({ year, month }), [year, month]);
  const previousPeriod = useMemo(() => ({ year: year - 1, month }), [year, month]);
  const source = query.currentData?.energyBalance.dailyConsumptionChart;
  const previousSource = previousQuery.currentData?.energyBalance.dailyConsumptionChart;
  const rows = useMemo(() => dailyRowsInOrder(source ?? [], period, today), [source, period, today]);
  const previousRows = useMemo(
    () => dailyRowsInOrder(previousSource ?? [], previousPeriod, today),
    [previousSource, previousPeriod, today],
  );
  const totals = useMemo(() => dailyTotals(rows), [rows]);
  const previousTotals = useMemo(() => dailyTotals(previousRows), [previousRows]);
  // The comparison shows only when last year's month has readings (beyond the spec: "where the data allows").
  const comparing = compare && previousRows.length > 0;

  return {
    date,
    setDate,
    compare,
    setCompare,
    comparing,
    comparisonLoading: compare && previousQuery.isFetching,
    comparisonMissing: compare && !previousQuery.isFetching && previousRows.length === 0,
    period,
    rows,
    previousRows: comparing ? previousRows : [],
    totals,
    previousTotals,
    // Spec §8: failures are silent; the loading flag clears and a retry is offered.
    isLoading: query.isFetching,
    isError: query.isError && !query.isFetching,
    retry: query.refetch,
  };
}
