import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import {
  DEFAULT_DISPLAY_TYPE,
  defaultReportDates,
  economyRowsFor,
  economyTotals,
  reportRequest,
  useEconomicReport,
  useEconomySummaryQuery,
  type DisplayType,
} from '@/entities/economic-report';
import { selectUser, useSelectedUnit } from '@/entities/session';
import type { Dayjs } from '@/shared/lib/dayjs';
import { useAppSelector } from '@/shared/model';

/** Whose report: the selected unit's, or the company's ('Todas as unidades', decisions §11). */
export type EconomyScope = 'unit' | 'company';

const COMPANY_SCOPE_NAME = 'Todas as unidades';

/** State and data of the economy report: its scope, the monthly date, the display type and the rows they select. */
export function useEconomyReport() {
  const [date, setDate] = useState<Dayjs>(() => defaultReportDates().monthly);
  // The default month is the last closed one; later months have no savings to show yet.
  const [closedMonth] = useState(() => defaultReportDates().monthly);
  const lastClosed = useMemo(() => ({ year: closedMonth.year(), month: closedMonth.month() + 1 }), [closedMonth]);
  const [displayType, setDisplayType] = useState<DisplayType>(DEFAULT_DISPLAY_TYPE);
  const { id: assetId, ready, unit } = useSelectedUnit();
  // 'Todas as unidades' is a choice for accounts with more than one unit.
  const companyOffered = (useAppSelector(selectUser)?.physicalAssets.length ?? 0) > 1;
  const [chosenScope, setScope] = useState<EconomyScope>('unit');
  const scope: EconomyScope = companyOffered ? chosenScope : 'unit';

  const year = date.year();
  const month = date.month() + 1;
  // The unit's report stays asked for in either scope (the page's summary shares it): switching back shows it at once.
  const unitQuery = useEconomicReport(ready ? reportRequest(assetId, date) : null);
  const companyQuery = useEconomySummaryQuery(ready && scope === 'company' ? year : skipToken);
  const query = scope === 'company' ? companyQuery : unitQuery;

  // currentData: never the previous asset's, scope's or month's numbers while new ones load.
  const source = scope === 'company' ? companyQuery.currentData?.months : unitQuery.currentData?.yearlyEconomyChart;
  const rows = useMemo(
    () => economyRowsFor(source ?? [], displayType, { year, month }, lastClosed),
    [source, displayType, year, month, lastClosed],
  );
  // The year's closed months whatever the display: what the annual statement holds.
  const yearRows = useMemo(() => economyRowsFor(source ?? [], 'Anual', { year, month }, lastClosed), [source, year, month, lastClosed]);
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
    scope,
    setScope: companyOffered ? setScope : undefined,
    /** What the report covers: the unit's name, or 'Todas as unidades'. */
    scopeName: scope === 'company' ? COMPANY_SCOPE_NAME : (unit?.name ?? null),
    period: { year, month },
    rows,
    yearRows,
    /** The company's units with their year, for 'Todas as unidades'. */
    units: scope === 'company' ? companyQuery.currentData?.units : undefined,
    totals,
    // Spec §8: failures are silent; the loading flag clears and a retry is offered.
    isLoading: ready && query.isFetching,
    isError: query.isError && !query.isFetching,
    retry: query.refetch,
  };
}
