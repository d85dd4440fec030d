import { useCallback, useMemo } from 'react';
import { useAddressParams } from '@/shared/routes';
import { periodFromAddress, type Measured, type Period } from '../lib/period';

/**
 * The period lives in the address (`?view=&date=`), so a reload or a shared link shows the same one; a change
 * replaces the address (the back button leaves the page rather than stepping through periods) and keeps its other
 * parameters. Null until the unit's measured days are known.
 */
export function useAddressPeriod(measured: Measured | null) {
  const [search, setSearch] = useAddressParams();
  const from = measured?.from;
  const until = measured?.until;
  const period = useMemo(() => (from && until ? periodFromAddress(search, { from, until }) : null), [search, from, until]);
  const show = useCallback(
    ({ view, date }: Pick<Period, 'view' | 'date'>) =>
      setSearch((current) => {
        current.set('view', view);
        current.set('date', date);
        return current;
      }),
    [setSearch],
  );
  return { period, show };
}
