import { useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { selectSessionNotice } from '@/entities/session';
import { PATHS } from '@/shared/config';
import { useAppSelector } from '@/shared/model';

/** Auth paths that render without antd: the login (and /auth, which only redirects to it). */
const isAntdFree = (pathname: string) => Boolean(matchPath(PATHS.auth.login, pathname) || matchPath(PATHS.auth.root, pathname));

/**
 * Whether the auth layout wraps its screens in antd's theme scope: on every auth screen but the login,
 * and, once opened, for good. Kept open, the toast a screen shows as it moves to the login (a saved
 * password, a failed logout) stays on screen; a login opened first never downloads antd.
 */
export const useAntdScope = (): boolean => {
  const { pathname } = useLocation();
  const notice = useAppSelector(selectSessionNotice);
  const [opened, setOpened] = useState(false);
  // A failed logout's notice needs antd's toasts, even on the login: known before the login first renders.
  const needed = opened || !isAntdFree(pathname) || notice === 'logoutFailed';
  // Remembered during render (React's pattern for state derived from a change), not in an effect.
  if (needed && !opened) setOpened(true);
  return needed;
};
