import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getAccessToken, getKeepConnected, getSessionExpiredFlag } from '@/shared/api';
import { ROUTES } from '@/shared/routes';
import { isTokenValid } from '@/shared/lib/token';
import { sessionApi } from '../api/sessionApi';
import { browserRefreshLedger, readLedger, type RefreshLedger } from '../lib/refreshLedger';
import { readLastUnit, readMfaStep, readReturnPath } from '../lib/tabStorage';
import { loadAccount } from './loadAccount';
import { browserRefreshLock, type RefreshLock } from './refreshSession';
import { mfaRequested, selectSession, sessionAbsent, sessionRestoring, sessionStarted, tokenRefreshed } from './sessionSlice';

const isVerifyPath = (pathname: string) => pathname.startsWith(`${ROUTES.auth.path}/verify/`);

type Start = { pathname: string; lock?: RefreshLock; ledger?: RefreshLedger };

/**
 * Session start (spec §4), storage's one reader at start-up: a valid stored token is reused and the account loaded;
 * with keep-connected, a missing, expired or invalid token is refreshed first (under the tabs' lock: a tab opened at
 * the same time may already have done it, and left the token in the ledger). A token whose session the ledger says
 * ended is given up. Else a pending e-mail code step of this tab is resumed while its code is valid; a step that
 * cannot be resumed says so on the login. Every step after a wait checks the epoch: a storage event that removed or
 * replaced the token meanwhile has taken over, and this start stops. A plain thunk, so no action carries its
 * argument: the page's path (a reset link holds an e-mail and a code) never reaches the store or DevTools.
 */
export const initSession =
  ({ pathname, lock = browserRefreshLock, ledger = browserRefreshLedger() }: Start): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    const stored = {
      token: getAccessToken(),
      keepConnected: getKeepConnected(),
      mfa: readMfaStep(),
      notice: getSessionExpiredFlag() ? ('sessionExpired' as const) : null,
      returnPath: readReturnPath(),
    };
    dispatch(sessionRestoring(stored));
    const session = () => selectSession(getState());
    const { epoch, status } = session();
    if (status !== 'initialising') return;
    const current = () => session().epoch === epoch && session().status === 'initialising';
    const token = () => session().token;
    if (stored.token !== null || stored.keepConnected) {
      const gaveUp = await lock(async () => {
        if (!current()) return false;
        const { ended, handedOn } = await readLedger(ledger, token());
        if (ended || !current() || isTokenValid(token()) || !stored.keepConnected) return ended;
        if (handedOn !== null) {
          dispatch(tokenRefreshed({ epoch, token: handedOn, adopted: true }));
          return false;
        }
        // The request carries the state's (missing or expired) token; the refresh cookie is what counts.
        const next = (await dispatch(sessionApi.endpoints.refreshToken.initiate())).data?.token ?? null;
        if (next === null || !isTokenValid(next) || !current()) return false;
        await ledger.record(token(), next);
        if (current()) dispatch(tokenRefreshed({ epoch, token: next }));
        return false;
      });
      if (!current()) return;
      if (!gaveUp && isTokenValid(token())) {
        const user = await loadAccount(dispatch);
        if (!current()) return;
        if (user) dispatch(sessionStarted({ token: token()!, user, keepConnected: stored.keepConnected, preferredAssetId: readLastUnit(user), epoch }));
        else dispatch(sessionAbsent({ notice: null, epoch }));
        return;
      }
    }
    if (stored.mfa && stored.mfa.expiresAt > Date.now()) {
      dispatch(mfaRequested(stored.mfa));
      return;
    }
    dispatch(sessionAbsent({ notice: stored.mfa || isVerifyPath(pathname) ? 'verificationRestart' : null, epoch }));
  };
