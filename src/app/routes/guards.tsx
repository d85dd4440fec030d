import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  selectIsAuthenticated,
  selectIsInitialized,
  selectMfaEmail,
  selectMfaPending,
  selectReturnPath,
  selectUserRole,
} from '@/entities/session';
import { DEFAULT_DASHBOARD_PATH, hrefOf, ROUTES } from '@/shared/routes';
import { maskEmail } from '@/shared/lib/email';
import { useAppSelector } from '@/shared/model';
import { LoadingScreen } from '@/shared/ui/loading-screen';

/**
 * Guest-only pages (spec §2): pending MFA goes to verify; a signed-in user lands on the remembered page,
 * else the app home (issue 14). Guards only read the session and redirect.
 */
export const GuestGuard = ({ children }: { children: ReactNode }) => {
  const isInitialized = useAppSelector(selectIsInitialized);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const mfaPending = useAppSelector(selectMfaPending);
  const mfaEmail = useAppSelector(selectMfaEmail);
  const returnPath = useAppSelector(selectReturnPath);
  const { pathname } = useLocation();

  if (!isInitialized) return <LoadingScreen />;
  if (mfaPending && mfaEmail) {
    const verifyPath = hrefOf(ROUTES.verify, maskEmail(mfaEmail));
    if (pathname !== verifyPath && decodeURIComponent(pathname) !== decodeURIComponent(verifyPath)) {
      return <Navigate to={verifyPath} replace />;
    }
  }
  if (isAuthenticated) return <Navigate to={returnPath ?? DEFAULT_DASHBOARD_PATH} replace />;
  return <>{children}</>;
};

/** Signed-in pages: others go to login (the session remembers the page they wanted). */
export const AuthGuard = ({ children }: { children: ReactNode }) => {
  const isInitialized = useAppSelector(selectIsInitialized);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  if (!isInitialized) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to={ROUTES.login.path} replace />;
  return <>{children}</>;
};

// Shown only to a customer whose role may not open a page: its code is not part of every page's start.
const PermissionDenied = lazy(() => import('@/shared/ui/permission-denied').then((m) => ({ default: m.PermissionDenied })));

/** Full-page role guard (spec §6): without a list everyone passes. */
export const RoleGuard = ({ roles, children }: { roles?: readonly string[]; children: ReactNode }) => {
  const role = useAppSelector(selectUserRole);
  if (roles && roles.length > 0 && (!role || !roles.includes(role))) return <PermissionDenied />;
  return <>{children}</>;
};
