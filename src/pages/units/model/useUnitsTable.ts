import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { UNIT_FILTERS, unitTotals, useMyUnitsSummaryQuery, type UnitFilter } from '@/entities/physical-asset';
import { useAddressParams } from '@/shared/routes';
import { filterRows, searchRows, sortRows, toRows, type Sort, type SortKey } from '../lib/unitRows';

const NUMERIC: readonly SortKey[] = ['openAmount', 'overdueAmount', 'overdueCount', 'savingsYear', 'demandMaxKw', 'alertCount'];
/** The address's parameter that holds the filters (decisions §11: `?filtro=vencidas`, `?filtro=alertas`). */
const FILTER_PARAM = 'filtro';
const FILTERS = Object.keys(UNIT_FILTERS) as UnitFilter[];

/** 'Todas as unidades': the summary call, the filters in the address, the search, the sort, and the rows and totals. */
export function useUnitsTable() {
  const { currentData, isFetching, isError, refetch } = useMyUnitsSummaryQuery();
  const [params, setParams] = useAddressParams();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', order: 'ascending' });
  // The field answers at once; the 240 rows follow as React finds the time.
  const deferredQuery = useDeferredValue(query);

  // In a fixed order, whatever the address's: one key per set of filters for the memos below.
  const given = params.getAll(FILTER_PARAM);
  const filterKey = FILTERS.filter((filter) => given.includes(filter)).join(',');
  const filters = useMemo(() => (filterKey ? (filterKey.split(',') as UnitFilter[]) : []), [filterKey]);

  const all = useMemo(() => (currentData ? toRows(currentData) : []), [currentData]);
  const rows = useMemo(() => sortRows(searchRows(filterRows(all, filters), deferredQuery), sort), [all, filters, deferredQuery, sort]);
  const totals = useMemo(() => unitTotals(rows), [rows]);

  /** A column's first click sorts amounts largest first and text from A; the next click reverses it. */
  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, order: current.order === 'ascending' ? 'descending' : 'ascending' }
        : { key, order: NUMERIC.includes(key) ? 'descending' : 'ascending' },
    );

  // Each change writes the whole set at once, from the address it was made in.
  const writeFilters = useCallback(
    (kept: readonly UnitFilter[]) =>
      // Replacing the entry: Back leaves the page rather than undoing the last tick.
      setParams((current) => {
        current.delete(FILTER_PARAM);
        for (const filter of kept) current.append(FILTER_PARAM, filter);
        return current;
      }),
    [setParams],
  );
  /** Turns a filter on or off, in the address. */
  const setFilter = (filter: UnitFilter, on: boolean) =>
    writeFilters(FILTERS.filter((known) => (known === filter ? on : filters.includes(known))));
  const clearFilters = () => writeFilters([]);

  return {
    rows,
    totals,
    total: all.length,
    filters,
    setFilter,
    clearFilters,
    query,
    setQuery,
    sort,
    sortBy,
    isLoading: isFetching && !currentData,
    isError: isError && !isFetching && !currentData,
    retry: () => void refetch(),
  };
}
