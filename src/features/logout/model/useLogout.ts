import { useCallback } from 'react';
import { logoutRequested, selectSessionStatus, selectUser, sessionEnded } from '@/entities/session';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { useLogoutMutation } from '../api/logoutApi';

export const LOGOUT_FAILED_MESSAGE = 'Não foi possível sair!';

/**
 * Logout (spec §4): close the menu, call the API with the e-mail, and in every case end the session
 * (reason 'logout': token, remembered page and cache go; a failure is handed to the login as a notice).
 * The auth guard then opens the login, replacing history.
 */
export const useLogout = () => {
  const [logoutRequest] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectUser)?.email ?? '';
  const isLoggingOut = useAppSelector(selectSessionStatus) === 'ending';

  const logout = useCallback(
    async (onMenuClose?: () => void) => {
      onMenuClose?.();
      dispatch(logoutRequested());
      let logoutFailed = false;
      try {
        await logoutRequest({ email }).unwrap();
      } catch {
        logoutFailed = true;
      }
      dispatch(sessionEnded({ reason: 'logout', logoutFailed }));
    },
    [dispatch, email, logoutRequest],
  );

  return { logout, isLoggingOut };
};
