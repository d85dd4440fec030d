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
const signedIn = (page: ReactNode) => <AuthGuard>{page}</AuthGuard>;
/** A route of `path` drawing a lazily loaded page (see lazyPage), with its own error boundary. */
const page = <Module,>(path: string, load: () => Promise<Module>, pick: (module: Module) => ComponentType, wrap?: (page: ReactNode) => ReactNode): RouteObject => ({
  path,
  errorElement: <RouteError />,
  ...lazyPage(load, pick, wrap),
});
const homeOfDashboard = () => import('@/pages/dashboard-home');

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    ...lazyPage(() => import('@/widgets/public-site'), (module) => module.PublicLayout),
    children: [
      { index: true, ...lazyPage(() => import('@/pages/home'), (module) => module.HomePage), errorElement: <RouteError /> },
      page(PATHS.cookies, () => import('@/pages/cookies'), (module) => module.CookiesPage),
      page(PATHS.cookiesAlias, () => import('@/pages/cookies'), (module) => module.CookiesPage),
      page(PATHS.privacy, () => import('@/pages/privacy'), (module) => module.PrivacyPage),
      page(PATHS.customerService, () => import('@/pages/customer-service'), (module) => module.CustomerServicePage),
      // Unknown paths land here, inside the site's frame: its header and footer lead back.
      page(PATHS.page404, () => import('@/pages/not-found'), (module) => module.NotFoundPage),
    ],
  },
  {
    path: PATHS.auth.root,
    errorElement: <RouteError />,
    ...lazyPage(() => import('@/widgets/auth-card'), (module) => module.AuthLayout),
    children: [
      { index: true, element: <Navigate to={PATHS.auth.login} replace /> },
      page('login', () => import('@/pages/login'), (module) => module.LoginPage, signInStep),
      page('reset-password', () => import('@/pages/reset-password'), (module) => module.ResetPasswordPage, guest),
      page('new-password/:email/:code', () => import('@/pages/new-password'), (module) => module.NewPasswordPage, guest),
      page('first-access', () => import('@/pages/first-access'), (module) => module.FirstAccessPage, guest),
      page('verify/:email', () => import('@/pages/verify'), (module) => module.VerifyPage, signInStep),
      page('consumption-unit', () => import('@/pages/consumption-unit'), (module) => module.ConsumptionUnitPage, signedIn),
    ],
  },
  {
    path: PATHS.dashboard.root,
    errorElement: <RouteError />,
    ...lazyPage(() => import('@/widgets/dashboard-shell'), (module) => module.DashboardLayout, signedIn),
    children: [
      { index: true, element: <DashboardIndexRedirect /> },
      page('app', homeOfDashboard, (module) => module.DashboardHomePage),
      page('economy', homeOfDashboard, (module) => module.DashboardHomePage),
      page('daily', homeOfDashboard, (module) => module.DashboardHomePage),
      page('contract', () => import('@/pages/contracts'), (module) => module.ContractsPage),
      page('invoice', () => import('@/pages/invoices'), (module) => module.InvoicesPage),
      page('units', () => import('@/pages/units'), (module) => module.UnitsPage),
      page('user/account', () => import('@/pages/account'), (module) => module.AccountPage),
      page('user/profile', () => import('@/pages/user-profile'), (module) => module.UserProfilePage),
      page('user/:id/edit', () => import('@/pages/user-edit'), (module) => module.UserEditPage),
      { path: 'user', element: <Navigate to={PATHS.dashboard.user.account} replace /> },
      page('management', () => import('@/pages/management'), (module) => module.ManagementPage, (content) => <RoleGuard roles={MANAGER_ROLES}>{content}</RoleGuard>),
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

/** The first view of the customer area, where signing in goes unless a page was remembered. */
const preloadCustomerArea = () => preloadRoute(DEFAULT_DASHBOARD_PATH);
