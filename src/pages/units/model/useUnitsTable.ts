import { useDeferredValue, useMemo, useState } from 'react';
import { useMyUnitsSummaryQuery } from '../api/unitsSummaryApi';
import { searchRows, sortRows, toRows, totalsOf, type Sort, type SortKey } from '../lib/unitRows';

const NUMERIC: readonly SortKey[] = ['openAmount', 'overdueCount', 'savingsYear'];

/** 'Todas as unidades': the summary call, the search, the sort, and the rows and totals they give. */
export function useUnitsTable() {
  const { currentData, isFetching, isError, refetch } = useMyUnitsSummaryQuery();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', order: 'ascending' });
  // The field answers at once; the 240 rows follow as React finds the time.
  const deferredQuery = useDeferredValue(query);

  const all = useMemo(() => (currentData ? toRows(currentData) : []), [currentData]);
  const rows = useMemo(() => sortRows(searchRows(all, deferredQuery), sort), [all, deferredQuery, sort]);
  const totals = useMemo(() => totalsOf(rows), [rows]);

  /** A column's first click sorts amounts largest first and text from A; the next click reverses it. */
  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, order: current.order === 'ascending' ? 'descending' : 'ascending' }
        : { key, order: NUMERIC.includes(key) ? 'descending' : 'ascending' },
    );

  return {
    rows,
    totals,
    total: all.length,
    query,
    setQuery,
    sort,
    sortBy,
    isLoading: isFetching && !currentData,
    isError: isError && !isFetching && !currentData,
    retry: () => void refetch(),
  };
}
