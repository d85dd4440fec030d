import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { selectUser, signedOut } from '@/entities/session';
import { baseApi, clearAccessToken, setKeepConnected } from '@/shared/api';
import { PATHS } from '@/shared/config';
import { takeReturnPath } from '@/shared/lib/return-path';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { useLogoutMutation } from '../api/logoutApi';

export const LOGOUT_FAILED_MESSAGE = 'Unable to logout!';

/** A toast handed to the next screen: the dashboard (and its toasts) is gone once the session ends. */
export type RouteToastState = { toast: { text: string; variant: 'error' } };

/**
 * Logout (spec §4): call the API with the e-mail, close the menu, toast on failure, and in every
 * case clear the session, the selected asset, the API cache and the remembered page, then go to login
 * replacing history.
 */
export const useLogout = () => {
  const [logoutRequest] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [isLoggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(
    async (onMenuClose?: () => void) => {
      setLoggingOut(true);
      onMenuClose?.();
      let failed = false;
      try {
        await logoutRequest({ email: user?.email ?? '' }).unwrap();
      } catch {
        failed = true;
      } finally {
        // Removing the token also signs out every other tab (storage event); sessionExpired stays untouched.
        clearAccessToken();
        setKeepConnected(false);
        // The guard around the page remembers it when the session ends (for an expiry); render that now
        // and forget it, so the next login in this tab does not open the previous user's last page.
        flushSync(() => dispatch(signedOut()));
        takeReturnPath();
        dispatch(baseApi.util.resetApiState());
        setLoggingOut(false);
        const state: RouteToastState | undefined = failed ? { toast: { text: LOGOUT_FAILED_MESSAGE, variant: 'error' } } : undefined;
        navigate(PATHS.auth.login, { replace: true, state });
      }
    },
    [dispatch, logoutRequest, navigate, user?.email],
  );

  return { logout, isLoggingOut };
};
