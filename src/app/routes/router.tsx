import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_DASHBOARD_PATH, MANAGER_ROLES, PATHS } from '@/shared/config';
import { RouteError } from '@/shared/ui/route-error';
import { AuthGuard, DashboardIndexRedirect, GuestGuard, RoleGuard } from './guards';
import { PreloadWhenUsed } from './PreloadWhenUsed';

/** What a route that loads code keeps in its `handle`: the import of its module. */
export type RouteHandle = { load: () => Promise<unknown> };

/**
 * A route drawing the component `pick` takes from the module `load` imports (both checked by tsc), with `wrap`
 * (guards) around it. The module loads when the route is first drawn.
 */
const lazyPage = <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType, wrap?: (page: ReactNode) => ReactNode) => ({
  handle: { load } satisfies RouteHandle,
  lazy: async () => {
    const Page = pick(await load());
    return { Component: wrap ? () => wrap(<Page />) : Page };
  },
});

/** The sign-in steps: the customer area's first view loads as the visitor starts using them. */
const signInStep = (page: ReactNode) => (
  <GuestGuard>
    <PreloadWhenUsed preload={preloadCustomerArea}>{page}</PreloadWhenUsed>
  </GuestGuard>
);
const guest = (page: ReactNode) => <GuestGuard>{page}</GuestGuard>;
const dashboardPage = <Module,>(path: string, load: () => Promise<Module>, pick: (module: Module) => ComponentType): RouteObject => ({
  path,
  errorElement: <RouteError />,
  ...lazyPage(load, pick),
});
const homeOfDashboard = () => import('@/pages/dashboard-home');

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    ...lazyPage(() => import('@/widgets/public-site'), (module) => module.PublicLayout),
    children: [
      { index: true, ...lazyPage(() => import('@/pages/home'), (module) => module.HomePage), errorElement: <RouteError /> },
      { path: PATHS.cookies, ...lazyPage(() => import('@/pages/cookies'), (module) => module.CookiesPage), errorElement: <RouteError /> },
      { path: PATHS.cookiesAlias, ...lazyPage(() => import('@/pages/cookies'), (module) => module.CookiesPage), errorElement: <RouteError /> },
      { path: PATHS.privacy, ...lazyPage(() => import('@/pages/privacy'), (module) => module.PrivacyPage), errorElement: <RouteError /> },
      {
        path: PATHS.customerService,
        ...lazyPage(() => import('@/pages/customer-service'), (module) => module.CustomerServicePage),
        errorElement: <RouteError />,
      },
    ],
  },
  {
    path: PATHS.auth.root,
    errorElement: <RouteError />,
    ...lazyPage(() => import('@/widgets/auth-card'), (module) => module.AuthLayout),
    children: [
      { index: true, element: <Navigate to={PATHS.auth.login} replace /> },
      { path: 'login', errorElement: <RouteError />, ...lazyPage(() => import('@/pages/login'), (module) => module.LoginPage, signInStep) },
      {
        path: 'reset-password',
        errorElement: <RouteError />,
        ...lazyPage(() => import('@/pages/reset-password'), (module) => module.ResetPasswordPage, guest),
      },
      {
        path: 'new-password/:email/:code',
        errorElement: <RouteError />,
        ...lazyPage(() => import('@/pages/new-password'), (module) => module.NewPasswordPage, guest),
      },
      {
        path: 'first-access',
        errorElement: <RouteError />,
        ...lazyPage(() => import('@/pages/first-access'), (module) => module.FirstAccessPage, guest),
      },
      {
        path: 'verify/:maskedEmail',
        errorElement: <RouteError />,
        ...lazyPage(() => import('@/pages/verify'), (module) => module.VerifyPage, signInStep),
      },
      {
        path: 'consumption-unit',
        errorElement: <RouteError />,
        ...lazyPage(() => import('@/pages/consumption-unit'), (module) => module.ConsumptionUnitPage, (page) => <AuthGuard>{page}</AuthGuard>),
      },
    ],
  },
  {
    path: PATHS.dashboard.root,
    errorElement: <RouteError />,
    ...lazyPage(() => import('@/widgets/dashboard-shell'), (module) => module.DashboardLayout, (layout) => <AuthGuard>{layout}</AuthGuard>),
    children: [
      { index: true, element: <DashboardIndexRedirect /> },
      dashboardPage('app', homeOfDashboard, (module) => module.DashboardHomePage),
      dashboardPage('economy', homeOfDashboard, (module) => module.DashboardHomePage),
      dashboardPage('daily', homeOfDashboard, (module) => module.DashboardHomePage),
      dashboardPage('contract', () => import('@/pages/contracts'), (module) => module.ContractsPage),
      dashboardPage('invoice', () => import('@/pages/invoices'), (module) => module.InvoicesPage),
      dashboardPage('user/account', () => import('@/pages/account'), (module) => module.AccountPage),
      dashboardPage('user/profile', () => import('@/pages/user-profile'), (module) => module.UserProfilePage),
      dashboardPage('user/:id/edit', () => import('@/pages/user-edit'), (module) => module.UserEditPage),
      { path: 'user', element: <Navigate to={PATHS.dashboard.user.account} replace /> },
      {
        path: 'management',
        errorElement: <RouteError />,
        ...lazyPage(() => import('@/pages/management'), (module) => module.ManagementPage, (page) => <RoleGuard roles={MANAGER_ROLES}>{page}</RoleGuard>),
      },
    ],
  },
  { path: PATHS.page404, ...lazyPage(() => import('@/pages/not-found'), (module) => module.NotFoundPage), errorElement: <RouteError /> },
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

/** The first view of the customer area, where signing in goes unless a page was remembered. */
const preloadCustomerArea = () => preloadRoute(DEFAULT_DASHBOARD_PATH);
