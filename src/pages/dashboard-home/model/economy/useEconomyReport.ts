import { useMemo, useState } from 'react';
import {
  DEFAULT_DISPLAY_TYPE,
  defaultReportDates,
  economyRowsFor,
  economyTotals,
  reportRequest,
  useEconomicReport,
  type DisplayType,
} from '@/entities/economic-report';
import { useSelectedUnit } from '@/entities/session';
import type { Dayjs } from '@/shared/lib/dayjs';

/** State and data of the economy report: the monthly date, the display type and the rows they select. */
export function useEconomyReport() {
  const [date, setDate] = useState<Dayjs>(() => defaultReportDates().monthly);
  // The default month is the last closed one; later months have no savings to show yet.
  const [closedMonth] = useState(() => defaultReportDates().monthly);
  const lastClosed = useMemo(() => ({ year: closedMonth.year(), month: closedMonth.month() + 1 }), [closedMonth]);
  const [displayType, setDisplayType] = useState<DisplayType>(DEFAULT_DISPLAY_TYPE);
  const { id: assetId, ready } = useSelectedUnit();
  const request = ready ? reportRequest(assetId, date) : null;
  const query = useEconomicReport(request);

  const year = date.year();
  const month = date.month() + 1;
  // currentData: never the previous asset's or month's numbers while new ones load.
  const source = query.currentData?.yearlyEconomyChart;
  const rows = useMemo(
    () => economyRowsFor(source ?? [], displayType, { year, month }, lastClosed),
    [source, displayType, year, month, lastClosed],
  );
  const totals = useMemo(() => economyTotals(rows), [rows]);
  // The year switch: this year and the two before it; a past year opens on December (its whole year closed).
  const years = useMemo(() => [lastClosed.year - 2, lastClosed.year - 1, lastClosed.year], [lastClosed.year]);
  const setYear = (next: number) => setDate(next === lastClosed.year ? closedMonth : closedMonth.year(next).month(11));

  return {
    date,
    setDate,
    years,
    setYear,
    displayType,
    setDisplayType,
    period: { year, month },
    rows,
    totals,
    // Spec §8: failures are silent; the loading flag clears and a retry is offered.
    isLoading: Boolean(request) && query.isFetching,
    isError: query.isError && !query.isFetching,
    retry: query.refetch,
  };
}
