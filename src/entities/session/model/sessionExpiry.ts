import { isAnyOf, TaskAbortError } from '@reduxjs/toolkit';
import {
  clearAccessToken,
  expireSession,
  getAccessToken,
  getKeepConnected,
  refreshAccessToken,
  sessionEnded,
  tokenRefreshed,
} from '@/shared/api';
import { TOKEN_EXPIRY_MARGIN_MS } from '@/shared/config';
import { getTokenExpiryMs, isTokenValid } from '@/shared/lib/token';
import { selectIsAuthenticated, sessionInitialized, signedIn, signedOut } from './sessionSlice';

export type SessionStore = Pick<AppStore, 'dispatch' | 'getState' | 'startListening'>;

// setTimeout overflows above 2^31-1 ms; a longer wait is done in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;
// A server that hands out tokens shorter than the margin must not be asked again in a tight loop.
const MIN_REARM_MS = 30_000;

/** Milliseconds until the token needs attention: its `exp` minus five minutes (spec §4, §9). */
export const msUntilTokenAction = (token: string | null, now: number = Date.now()): number => {
  const expiry = token ? getTokenExpiryMs(token) : null;
  return expiry === null ? 0 : Math.max(0, expiry - TOKEN_EXPIRY_MARGIN_MS - now);
};

/**
 * The expiry timer (spec §4): armed when a session starts or its token changes, it fires five
 * minutes before `exp`. With "Manter conectado" it refreshes (and re-arms through tokenRefreshed),
 * otherwise — or when the refresh fails or brings no token — it ends the session as on expiry.
 */
export const startExpiryTimer = (store: SessionStore): (() => void) =>
  store.startListening({
    matcher: isAnyOf(signedIn, sessionInitialized, tokenRefreshed, signedOut, sessionEnded),
    effect: async (action, api) => {
      // Only the newest token counts: any earlier timer is dropped.
      api.cancelActiveListeners();
      if (!selectIsAuthenticated(store.getState())) return;
      let wait = msUntilTokenAction(getAccessToken());
      if (tokenRefreshed.match(action)) wait = Math.max(wait, MIN_REARM_MS);
      while (wait > MAX_TIMER_MS) {
        await api.delay(MAX_TIMER_MS);
        wait -= MAX_TIMER_MS;
      }
      await api.delay(wait);
      if (!getKeepConnected()) {
        expireSession(store.dispatch);
        return;
      }
      try {
        const token = await api.pause(refreshAccessToken());
        if (token && isTokenValid(token)) store.dispatch(tokenRefreshed({ token }));
        else expireSession(store.dispatch);
      } catch (error) {
        // Logged out while the refresh was in flight: the token it stored must not revive the session.
        if (error instanceof TaskAbortError && !selectIsAuthenticated(store.getState())) clearAccessToken();
      }
    },
  });
