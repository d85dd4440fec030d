import type { RouteObject } from 'react-router-dom';
import { AuthGuard } from '@/app/routes';
import { DashboardLayout } from '@/widgets/dashboard-shell';

/** The dashboard shell behind its guard, each child path a page that names itself ('Página <path>'). */
export const shellRoutes = (paths: readonly string[], extra: RouteObject[] = []): RouteObject[] => [
  {
    path: '/dashboard',
    element: (
      <AuthGuard>
        <DashboardLayout />
      </AuthGuard>
    ),
    children: paths.map((path) => ({ path, element: <h1>{`Página ${path}`}</h1> })),
  },
  ...extra,
];
