import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's query parameters, and a change to them that replaces the history entry (Back leaves the page rather
 * than stepping through each change) and keeps the path and the fragment. Built on the location and navigation every
 * page already has: react-router's useSearchParams brings its own code into the start that every page, public ones
 * included, loads (docs/build.md, "Byte budgets").
 */
export function useAddressParams() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const change = useCallback(
    (next: Change) => {
      const query = next(new URLSearchParams(search)).toString();
      void navigate({ search: query ? `?${query}` : '', hash }, { replace: true });
    },
    [navigate, search, hash],
  );
  return [params, change] as const;
}
