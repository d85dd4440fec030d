import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, selectIsInitialized, selectMfaEmail, selectMfaPending, selectUserRole } from '@/entities/session';
import { DEFAULT_DASHBOARD_PATH, PATHS } from '@/shared/config';
import { maskEmail } from '@/shared/lib/email';
import { useAppSelector } from '@/shared/model';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { PermissionDenied } from '@/shared/ui/permission-denied';
import { rememberReturnPath, takeReturnPath } from '@/shared/lib/return-path';

/** Guest-only pages (spec §2): signed-in users go to the dashboard, pending MFA goes to verify. */
export const GuestGuard = ({ children }: { children: ReactNode }) => {
  const isInitialized = useAppSelector(selectIsInitialized);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const mfaPending = useAppSelector(selectMfaPending);
  const mfaEmail = useAppSelector(selectMfaEmail);
  const { pathname } = useLocation();

  if (!isInitialized) return <LoadingScreen />;
  if (mfaPending && mfaEmail) {
    const verifyPath = PATHS.auth.verify(maskEmail(mfaEmail));
    if (pathname !== verifyPath && decodeURIComponent(pathname) !== decodeURIComponent(verifyPath)) {
      return <Navigate to={verifyPath} replace />;
    }
  }
  if (isAuthenticated) return <Navigate to={takeReturnPath() ?? PATHS.dashboard.root} replace />;
  return <>{children}</>;
};

/** Signed-in pages: others go to login, and the path they wanted is remembered. */
export const AuthGuard = ({ children }: { children: ReactNode }) => {
  const isInitialized = useAppSelector(selectIsInitialized);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();

  if (!isInitialized) return <LoadingScreen />;
  if (!isAuthenticated) {
    rememberReturnPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={PATHS.auth.login} replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
};

/** Full-page role guard (spec §6): without a list everyone passes. */
export const RoleGuard = ({ roles, children }: { roles?: readonly string[]; children: ReactNode }) => {
  const role = useAppSelector(selectUserRole);
  if (roles && roles.length > 0 && (!role || !roles.includes(role))) return <PermissionDenied />;
  return <>{children}</>;
};

export const DashboardIndexRedirect = () => <Navigate to={DEFAULT_DASHBOARD_PATH} replace />;
