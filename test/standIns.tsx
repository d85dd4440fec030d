import type { RouteObject } from 'react-router-dom';
import { routes } from '@/app/routes';
import { PATHS } from '@/shared/config';

/** A page that names itself ('Página <path>'), standing in for the real one in a layout's tests. */
const standIn = (path: string): RouteObject => ({ path, element: <h1>{`Página ${path}`}</h1> });

/**
 * The app's own route whose path is `path` (undefined: the public site's path-less layout), with its layout, guards
 * and error boundary as the app declares them, and `pages` in place of its pages.
 */
const appLayoutWith = (path: string | undefined, pages: RouteObject[]): RouteObject => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route of the app at ${path ?? 'the site'}`);
  return { ...route, index: false, children: pages };
};

/** The customer area (its layout behind the sign-in guard) with a stand-in at each child path, and `extra` routes. */
export const shellRoutes = (paths: readonly string[], extra: RouteObject[] = []): RouteObject[] => shellWith(paths.map(standIn), extra);

/** The customer area with the given pages (a feature's stand-ins), behind its sign-in guard, and `extra` routes. */
export const shellWith = (pages: RouteObject[], extra: RouteObject[] = []): RouteObject[] => [appLayoutWith(PATHS.dashboard.root, pages), ...extra];

/** The public site's layout with the given pages, and `extra` routes. */
export const siteWith = (pages: RouteObject[], extra: RouteObject[] = []): RouteObject[] => [appLayoutWith(undefined, pages), ...extra];

/** The sign-in area's layout with the given pages, and `extra` routes. */
export const authWith = (pages: RouteObject[], extra: RouteObject[] = []): RouteObject[] => [appLayoutWith(PATHS.auth.root, pages), ...extra];
