import { matchPath } from 'react-router-dom';
import { ROUTES } from 'virtual:routing-table';
import type { Redirect, Screen } from './types';

type RouteId = keyof typeof ROUTES;

/** A screen of the table with its id. */
type ScreenEntry = Omit<Screen, 'icon' | 'nav' | 'phone' | 'keywords' | 'minUnits' | 'budget'> & { id: RouteId };

const entries = Object.entries(ROUTES) as [RouteId, ScreenEntry | Redirect][];

/** Every screen of the table, in its order. */
export const SCREENS: readonly ScreenEntry[] = entries.flatMap(([id, entry]) => ('page' in entry ? [{ ...entry, id }] : []));
/** The paths that only send on to another. */
export const REDIRECTS: readonly Redirect[] = entries.flatMap(([, entry]) => ('redirect' in entry ? [entry] : []));

/** Where the customer area opens (spec §2: the dashboard's index goes there). */
export const DEFAULT_DASHBOARD_PATH = ROUTES.app.path;

/** The address of a screen whose pattern has values, each encoded, in order: `hrefOf(ROUTES.verify, maskedEmail)`. */
export const hrefOf = ({ path }: { path: string }, ...values: string[]): string => {
  let next = 0;
  return path.replace(/:\w+/g, () => encodeURIComponent(values[next++] ?? ''));
};

/** The screen a path shows, by the table's patterns. */
export const screenAt = (pathname: string): ScreenEntry | undefined =>
  SCREENS.find((screen) => matchPath({ path: screen.path, end: true }, pathname) !== null);
