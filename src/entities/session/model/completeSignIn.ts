import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { setAccessToken, setKeepConnected } from '@/shared/api';
import { PATHS } from '@/shared/config';
import { takeReturnPath } from '@/shared/lib/return-path';
import { useAppDispatch } from '@/shared/model';
import { signedIn } from './sessionSlice';
import type { User } from './types';

export type SignInResult = { token: string; user: User; keepConnected: boolean };

/** Where a fresh sign-in lands: the remembered page, else the unit choice for several units, else the app home. */
export const postSignInPath = (user: User): string =>
  takeReturnPath() ?? (user.physicalAssets.length > 1 ? PATHS.auth.consumptionUnit : PATHS.dashboard.app);

// The "Manter conectado" choice waits here while the e-mail code is asked (MFA).
let pendingKeepConnected = false;
export const rememberKeepConnectedChoice = (value: boolean): void => {
  pendingKeepConnected = value;
};
export const takeKeepConnectedChoice = (): boolean => {
  const value = pendingKeepConnected;
  pendingKeepConnected = false;
  return value;
};

/**
 * Stores the token and the keep-connected flag, signs the user in and goes to postSignInPath,
 * replacing the auth page in history. The guest guard redirects as soon as the session is
 * authenticated; flushSync lets it do so first, so this navigation is the one that wins.
 */
export const useCompleteSignIn = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    ({ token, user, keepConnected }: SignInResult) => {
      const target = postSignInPath(user);
      setAccessToken(token);
      setKeepConnected(keepConnected);
      flushSync(() => dispatch(signedIn({ user })));
      void navigate(target, { replace: true });
    },
    [dispatch, navigate],
  );
};
