import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { AREAS, DEFAULT_DASHBOARD_PATH, REDIRECTS, SCREENS, type Area, type Screen } from '@/shared/routes';
import { PageTitle } from '@/shared/ui/page-title';
import { RouteError } from '@/shared/ui/route-error';
import { AuthGuard, GuestGuard, RoleGuard } from './guards';
import { PreloadWhenUsed } from './PreloadWhenUsed';

/** What a route that loads code keeps in its `handle`: the import of its module. */
export type RouteHandle = { load: () => Promise<unknown> };

type Module = Record<string, unknown>;

/**
 * A route drawing the component `pick` takes from the module `load` imports, with `wrap` (guards) around it. The
 * module loads when the route is first drawn.
 */
const lazyModule = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, wrap?: (page: ReactNode) => ReactNode) => ({
  handle: { load } satisfies RouteHandle,
  lazy: async () => {
    const Page = pick(await load());
    return { Component: wrap ? () => wrap(<Page />) : Page };
  },
});

const signedIn = (content: ReactNode) => <AuthGuard>{content}</AuthGuard>;

/** The frame of each area of the route table (its `AREAS[area].layout` slice: a unit test holds the two equal). */
const LAYOUTS: Record<Area, Pick<RouteObject, 'handle' | 'lazy'>> = {
  public: lazyModule(() => import('@/widgets/public-site'), (module) => module.PublicLayout),
  auth: lazyModule(() => import('@/widgets/auth-card'), (module) => module.AuthLayout),
  dashboard: lazyModule(() => import('@/widgets/dashboard-shell'), (module) => module.DashboardLayout, signedIn),
};

/** Every page slice, each loaded when its screen is first drawn: a screen names its slice in the route table. */
const PAGES = import.meta.glob<Module>('/src/pages/*/index.ts');

/** `dashboard-home` exports `DashboardHomePage`. */
const pageExport = (slice: string) => `${slice.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Page`;

const pageOf = (slice: string) => {
  const load = PAGES[`/src/pages/${slice}/index.ts`];
  if (!load) throw new Error(`the route table names the page slice '${slice}', which src/pages/ does not hold`);
  return [load, (module: Module) => module[pageExport(slice)] as ComponentType] as const;
};

/** The sign-in steps: the customer area's first view loads as the visitor starts using them. */
const signInStep = (content: ReactNode) => (
  <GuestGuard>
    <PreloadWhenUsed preload={preloadCustomerArea}>{content}</PreloadWhenUsed>
  </GuestGuard>
);

/** The screen with its tab's name, behind what its access asks (where its area's layout does not ask it already). */
const guarded = (screen: Screen) => (page: ReactNode) => {
  const titled = screen.title === null ? page : (
    <>
      <PageTitle name={screen.title} />
      {page}
    </>
  );
  const shown = screen.roles ? <RoleGuard roles={screen.roles}>{titled}</RoleGuard> : <>{titled}</>;
  if ('access' in AREAS[screen.area]) return shown;
  if (screen.access === 'guest') return <GuestGuard>{shown}</GuestGuard>;
  if (screen.access === 'signIn' || screen.access === 'codeStep') return signInStep(shown);
  return screen.access === 'signedIn' ? signedIn(shown) : shown;
};

const screenRoute = (screen: Screen): RouteObject => ({
  path: screen.path,
  errorElement: <RouteError />,
  ...lazyModule(...pageOf(screen.page), guarded(screen)),
});

const redirectsIn = (area?: Area): RouteObject[] =>
  REDIRECTS.filter((entry) => entry.area === area).map(({ path, redirect }) => ({ path, element: <Navigate to={redirect} replace /> }));

/** The route table's screens in their areas' layouts (paths from the root), and the paths that only redirect. */
export const routes: RouteObject[] = [
  ...(Object.keys(AREAS) as Area[]).map((area): RouteObject => ({
    id: area,
    errorElement: <RouteError />,
    ...LAYOUTS[area],
    children: [...SCREENS.filter((screen) => screen.area === area).map(screenRoute), ...redirectsIn(area)],
  })),
  ...redirectsIn(undefined),
];

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Starts loading the code of the routes that match `pathname` (layout and page) without waiting for
 * anything else: the router asks for the same modules later and finds them loaded or on their way.
 * Failures are left for the router to meet again and show in the route's error boundary.
 */
export const preloadRoute = (pathname: string): Promise<unknown[]> =>
  Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy().catch(() => undefined) : undefined,
    ),
  );

/** The first view of the customer area, where signing in goes unless a page was remembered. */
const preloadCustomerArea = () => preloadRoute(DEFAULT_DASHBOARD_PATH);
