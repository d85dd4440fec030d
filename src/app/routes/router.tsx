import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_DASHBOARD_PATH, MANAGER_ROLES, PATHS } from '@/shared/config';
import { RouteError } from '@/shared/ui/route-error';
import { AuthGuard, DashboardIndexRedirect, GuestGuard, RoleGuard } from './guards';
import { PreloadWhenUsed } from './PreloadWhenUsed';

/** The screens whose next step is the customer area: the password step and the e-mailed code. */
const SIGN_IN_STEPS = new Set<string>(['login', 'verify/:email']);

/**
 * The modules the routes draw (layouts and pages), by their path from the project root, each loaded when its route is
 * first drawn. A route names its module (`handle.module`), so the build reads from the router itself which files a page
 * built into HTML will load (`routeModules`), with no second list to keep in step. The component is named by a string:
 * a unit test (preloadRoute.test.tsx) loads every route and checks the component it draws.
 */
const MODULES = import.meta.glob<Record<string, unknown>>(['/src/pages/*/index.ts', '/src/widgets/{public-site,auth-card,dashboard-shell}/index.ts']);

type RouteHandle = { module: string };

/** A route drawing `component` of `module`, with `wrap` (guards) around it; the module loads when the route is first drawn. */
const lazyPage = (module: string, component: string, wrap?: (page: ReactNode) => ReactNode): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { module } satisfies RouteHandle,
  lazy: async () => {
    const load = MODULES[module];
    if (!load) throw new Error(`router: no module ${module}`);
    const Page = (await load())[component] as ComponentType | undefined;
    if (!Page) throw new Error(`router: ${module} exports no ${component}`);
    return { Component: wrap ? () => wrap(<Page />) : Page };
  },
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    ...lazyPage('/src/widgets/public-site/index.ts', 'PublicLayout'),
    children: [
      { index: true, ...lazyPage('/src/pages/home/index.ts', 'HomePage'), errorElement: <RouteError /> },
      { path: PATHS.cookies, ...lazyPage('/src/pages/cookies/index.ts', 'CookiesPage'), errorElement: <RouteError /> },
      { path: PATHS.cookiesAlias, ...lazyPage('/src/pages/cookies/index.ts', 'CookiesPage'), errorElement: <RouteError /> },
      { path: PATHS.privacy, ...lazyPage('/src/pages/privacy/index.ts', 'PrivacyPage'), errorElement: <RouteError /> },
      {
        path: PATHS.customerService,
        ...lazyPage('/src/pages/customer-service/index.ts', 'CustomerServicePage'),
        errorElement: <RouteError />,
      },
      // Unknown paths land here, inside the site's frame: its header and footer lead back.
      { path: PATHS.page404, ...lazyPage('/src/pages/not-found/index.ts', 'NotFoundPage'), errorElement: <RouteError /> },
    ],
  },
  {
    path: PATHS.auth.root,
    errorElement: <RouteError />,
    ...lazyPage('/src/widgets/auth-card/index.ts', 'AuthLayout'),
    children: [
      { index: true, element: <Navigate to={PATHS.auth.login} replace /> },
      ...(
        [
          ['login', '/src/pages/login/index.ts', 'LoginPage'],
          ['reset-password', '/src/pages/reset-password/index.ts', 'ResetPasswordPage'],
          ['new-password/:email/:code', '/src/pages/new-password/index.ts', 'NewPasswordPage'],
          ['first-access', '/src/pages/first-access/index.ts', 'FirstAccessPage'],
          ['verify/:email', '/src/pages/verify/index.ts', 'VerifyPage'],
        ] as const
      ).map(([path, module, component]) => ({
        path,
        errorElement: <RouteError />,
        ...lazyPage(module, component, (page) =>
          SIGN_IN_STEPS.has(path) ? (
            <GuestGuard>
              <PreloadWhenUsed preload={preloadCustomerArea}>{page}</PreloadWhenUsed>
            </GuestGuard>
          ) : (
            <GuestGuard>{page}</GuestGuard>
          ),
        ),
      })),
      {
        path: 'consumption-unit',
        errorElement: <RouteError />,
        ...lazyPage('/src/pages/consumption-unit/index.ts', 'ConsumptionUnitPage', (page) => <AuthGuard>{page}</AuthGuard>),
      },
    ],
  },
  {
    path: PATHS.dashboard.root,
    errorElement: <RouteError />,
    ...lazyPage('/src/widgets/dashboard-shell/index.ts', 'DashboardLayout', (layout) => <AuthGuard>{layout}</AuthGuard>),
    children: [
      { index: true, element: <DashboardIndexRedirect /> },
      ...(
        [
          ['app', '/src/pages/dashboard-home/index.ts', 'DashboardHomePage'],
          ['economy', '/src/pages/dashboard-home/index.ts', 'DashboardHomePage'],
          ['daily', '/src/pages/dashboard-home/index.ts', 'DashboardHomePage'],
          ['contract', '/src/pages/contracts/index.ts', 'ContractsPage'],
          ['invoice', '/src/pages/invoices/index.ts', 'InvoicesPage'],
          ['units', '/src/pages/units/index.ts', 'UnitsPage'],
          ['user/account', '/src/pages/account/index.ts', 'AccountPage'],
          ['user/profile', '/src/pages/user-profile/index.ts', 'UserProfilePage'],
          ['user/:id/edit', '/src/pages/user-edit/index.ts', 'UserEditPage'],
        ] as const
      ).map(([path, module, component]) => ({ path, errorElement: <RouteError />, ...lazyPage(module, component) })),
      { path: 'user', element: <Navigate to={PATHS.dashboard.user.account} replace /> },
      {
        path: 'management',
        errorElement: <RouteError />,
        ...lazyPage(
          '/src/pages/management/index.ts',
          'ManagementPage',
          (page) => <RoleGuard roles={MANAGER_ROLES}>{page}</RoleGuard>,
        ),
      },
    ],
  },
  { path: '*', element: <Navigate to={PATHS.page404} replace /> },
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

/**
 * The modules (paths from the project root) of the routes that match `pathname`, layout first: what the route's first
 * draw loads. The build lists their files in the pages it builds into HTML.
 */
export const routeModules = (pathname: string): string[] =>
  (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as RouteHandle | undefined;
    return handle ? [handle.module] : [];
  });

/** The first view of the customer area, where signing in goes unless a page was remembered. */
const preloadCustomerArea = () => preloadRoute(DEFAULT_DASHBOARD_PATH);
