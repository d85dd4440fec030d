import type { RouteObject } from 'react-router-dom';
import { routes } from '@/app/routes';
import { ROUTES, type Area } from '@/shared/routes';

/** A page that names itself ('Página <path>'), standing in for the real one in a layout's tests. */
const standIn = (path: string): RouteObject => ({ path, element: <h1>{`Página ${path}`}</h1> });

/**
 * The layout of an area of the app (its route's id), with its guards and error boundary as the app declares them, and
 * `pages` in place of its pages: under `base` when given ('app' stands for '/dashboard/app').
 */
const appLayoutWith = (area: Area, base: string | undefined, pages: RouteObject[]): RouteObject => {
  const route = routes.find((candidate) => candidate.id === area);
  if (!route) throw new Error(`No layout of the app for the area ${area}`);
  return { ...route, index: false, children: base ? [{ path: base, children: pages }] : pages };
};

/** The customer area (its layout behind the sign-in guard) with a stand-in at each child path, and `extra` routes. */
export const shellRoutes = (paths: readonly string[], extra: RouteObject[] = []): RouteObject[] => shellWith(paths.map(standIn), extra);

/** The customer area with the given pages (a feature's stand-ins), behind its sign-in guard, and `extra` routes. */
export const shellWith = (pages: RouteObject[], extra: RouteObject[] = []): RouteObject[] => [appLayoutWith('dashboard', ROUTES.dashboard.path, pages), ...extra];

/** The public site's layout with the given pages, and `extra` routes. */
export const siteWith = (pages: RouteObject[], extra: RouteObject[] = []): RouteObject[] => [appLayoutWith('public', undefined, pages), ...extra];

/** The sign-in area's layout with the given pages, and `extra` routes. */
export const authWith = (pages: RouteObject[], extra: RouteObject[] = []): RouteObject[] => [appLayoutWith('auth', ROUTES.auth.path, pages), ...extra];
