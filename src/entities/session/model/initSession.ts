import { createAsyncThunk } from '@reduxjs/toolkit';
import { getAccessToken, getKeepConnected, getSessionExpiredFlag } from '@/shared/api';
import { PATHS } from '@/shared/config';
import { isTokenValid } from '@/shared/lib/token';
import { sessionApi } from '../api/sessionApi';
import { browserRefreshLedger, handedOnToken, type RefreshLedger } from '../lib/refreshLedger';
import { readLastUnit, readMfaStep, readReturnPath } from '../lib/tabStorage';
import { loadAccount } from './loadAccount';
import { browserRefreshLock, type RefreshLock } from './refreshSession';
import { mfaRequested, sessionAbsent, sessionRestoring, sessionStarted } from './sessionSlice';

const isVerifyPath = (pathname: string) => pathname.startsWith(`${PATHS.auth.root}/verify/`);

/**
 * Session start (spec §4): a valid stored token is reused and the account loaded; with keep-connected,
 * a missing, expired or invalid token is refreshed first (under the tabs' lock: a tab opened at the same
 * time may already have done it, and left the token in the ledger); failure leaves the user out. Else a pending e-mail code step of this
 * tab is resumed while its code is valid; a step that cannot be resumed says so on the login (issue 18).
 */
export const initSession = createAsyncThunk<void, { pathname: string; lock?: RefreshLock; ledger?: RefreshLedger }>(
  'session/init',
  async ({ pathname, lock = browserRefreshLock, ledger = browserRefreshLedger }, { dispatch }) => {
    const stored = {
      token: getAccessToken(),
      keepConnected: getKeepConnected(),
      mfa: readMfaStep(),
      notice: getSessionExpiredFlag() ? ('sessionExpired' as const) : null,
      returnPath: readReturnPath(),
    };
    dispatch(sessionRestoring(stored));
    let { token } = stored;
    if (!isTokenValid(token) && stored.keepConnected) {
      token = await lock(async () => {
        // What a tab refreshed just before (the ledger: every tab reads it alike), or stored since.
        const handedOn = await handedOnToken(ledger, stored.token);
        if (handedOn !== null) return handedOn;
        const current = getAccessToken();
        if (current !== stored.token && isTokenValid(current)) return current;
        const answer = await dispatch(sessionApi.endpoints.refreshToken.initiate());
        const next = answer.data?.token ?? null;
        if (next !== null && isTokenValid(next)) await ledger.record(stored.token, next);
        return next;
      });
      if (isTokenValid(token)) dispatch(sessionRestoring({ ...stored, token }));
    }
    if (token && isTokenValid(token)) {
      const user = await loadAccount(dispatch);
      if (user) {
        dispatch(sessionStarted({ token, user, keepConnected: stored.keepConnected, preferredAssetId: readLastUnit(user) }));
        return;
      }
      dispatch(sessionAbsent({ notice: null }));
      return;
    }
    if (stored.mfa && stored.mfa.expiresAt > Date.now()) {
      dispatch(mfaRequested(stored.mfa));
      return;
    }
    dispatch(sessionAbsent({ notice: stored.mfa || isVerifyPath(pathname) ? 'verificationRestart' : null }));
  },
);
