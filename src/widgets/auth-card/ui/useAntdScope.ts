import { useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { PATHS } from '@/shared/config';
import { readRouteToast } from '../lib/routeToast';

/** Auth paths that render without antd: the login (and /auth, which only redirects to it). */
const isAntdFree = (pathname: string) => Boolean(matchPath(PATHS.auth.login, pathname) || matchPath(PATHS.auth.root, pathname));

/**
 * Whether the auth layout wraps its screens in antd's theme scope: on every auth screen but the login,
 * and, once opened, for good. Kept open, the toast a screen shows as it moves to the login (a saved
 * password, a failed logout) stays on screen; a login opened first never downloads antd.
 */
export const useAntdScope = (): boolean => {
  const { pathname, state } = useLocation();
  const [opened, setOpened] = useState(false);
  // A toast handed over by the previous screen (a failed logout) needs antd's toasts, even on the login.
  const needed = opened || !isAntdFree(pathname) || readRouteToast(state) !== null;
  // Remembered during render (React's pattern for state derived from a change), not in an effect.
  if (needed && !opened) setOpened(true);
  return needed;
};
