import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_DASHBOARD_PATH, MANAGER_ROLES, PATHS } from '@/shared/config';
import { RouteError } from '@/shared/ui/route-error';
import { AuthGuard, DashboardIndexRedirect, GuestGuard, RoleGuard } from './guards';
import { PreloadWhenUsed } from './PreloadWhenUsed';

/** The screens whose next step is the customer area: the password step and the e-mailed code. */
const SIGN_IN_STEPS = new Set<string>(['login', 'verify/:maskedEmail']);

/** Turns a lazily imported component into a route `lazy` result. */
const lazyPage =
  (load: () => Promise<ComponentType>, wrap?: (page: ReactNode) => ReactNode) =>
  async () => {
    const Page = await load();
    return { Component: wrap ? () => wrap(<Page />) : Page };
  };

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    lazy: lazyPage(() => import('@/widgets/public-site').then((m) => m.PublicLayout)),
    children: [
      { index: true, lazy: lazyPage(() => import('@/pages/home').then((m) => m.HomePage)), errorElement: <RouteError /> },
      { path: PATHS.cookies, lazy: lazyPage(() => import('@/pages/cookies').then((m) => m.CookiesPage)), errorElement: <RouteError /> },
      { path: PATHS.cookiesAlias, lazy: lazyPage(() => import('@/pages/cookies').then((m) => m.CookiesPage)), errorElement: <RouteError /> },
      { path: PATHS.privacy, lazy: lazyPage(() => import('@/pages/privacy').then((m) => m.PrivacyPage)), errorElement: <RouteError /> },
      {
        path: PATHS.customerService,
        lazy: lazyPage(() => import('@/pages/customer-service').then((m) => m.CustomerServicePage)),
        errorElement: <RouteError />,
      },
    ],
  },
  {
    path: PATHS.auth.root,
    errorElement: <RouteError />,
    lazy: lazyPage(() => import('@/widgets/auth-card').then((m) => m.AuthLayout)),
    children: [
      { index: true, element: <Navigate to={PATHS.auth.login} replace /> },
      ...(
        [
          ['login', () => import('@/pages/login').then((m) => m.LoginPage)],
          ['reset-password', () => import('@/pages/reset-password').then((m) => m.ResetPasswordPage)],
          ['new-password/:email/:code', () => import('@/pages/new-password').then((m) => m.NewPasswordPage)],
          ['first-access', () => import('@/pages/first-access').then((m) => m.FirstAccessPage)],
          ['verify/:maskedEmail', () => import('@/pages/verify').then((m) => m.VerifyPage)],
        ] as const
      ).map(([path, load]) => ({
        path,
        errorElement: <RouteError />,
        lazy: lazyPage(load, (page) =>
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
        lazy: lazyPage(() => import('@/pages/consumption-unit').then((m) => m.ConsumptionUnitPage), (page) => <AuthGuard>{page}</AuthGuard>),
      },
    ],
  },
  {
    path: PATHS.dashboard.root,
    errorElement: <RouteError />,
    lazy: lazyPage(() => import('@/widgets/dashboard-shell').then((m) => m.DashboardLayout), (layout) => <AuthGuard>{layout}</AuthGuard>),
    children: [
      { index: true, element: <DashboardIndexRedirect /> },
      ...(
        [
          ['app', () => import('@/pages/dashboard-home').then((m) => m.DashboardHomePage)],
          ['economy', () => import('@/pages/dashboard-home').then((m) => m.DashboardHomePage)],
          ['daily', () => import('@/pages/dashboard-home').then((m) => m.DashboardHomePage)],
          ['contract', () => import('@/pages/contracts').then((m) => m.ContractsPage)],
          ['invoice', () => import('@/pages/invoices').then((m) => m.InvoicesPage)],
          ['user/account', () => import('@/pages/account').then((m) => m.AccountPage)],
          ['user/profile', () => import('@/pages/user-profile').then((m) => m.UserProfilePage)],
          ['user/:id/edit', () => import('@/pages/user-edit').then((m) => m.UserEditPage)],
        ] as const
      ).map(([path, load]) => ({ path, errorElement: <RouteError />, lazy: lazyPage(load) })),
      { path: 'user', element: <Navigate to={PATHS.dashboard.user.account} replace /> },
      {
        path: 'management',
        errorElement: <RouteError />,
        lazy: lazyPage(
          () => import('@/pages/management').then((m) => m.ManagementPage),
          (page) => <RoleGuard roles={MANAGER_ROLES}>{page}</RoleGuard>,
        ),
      },
    ],
  },
  { path: PATHS.page404, lazy: lazyPage(() => import('@/pages/not-found').then((m) => m.NotFoundPage)), errorElement: <RouteError /> },
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
