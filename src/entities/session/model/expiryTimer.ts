import { createAction } from '@reduxjs/toolkit';
import { TOKEN_EXPIRY_MARGIN_MS } from '@/shared/config';
import { refreshRequested, selectSession } from './sessionSlice';
import type { SessionStore } from './types';

/** The tab became visible or focused again (a machine that slept): the expiry is checked at once. */
export const sessionWoke = createAction('session/woke');

// setTimeout overflows above 2^31-1 ms; a longer wait is done in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;
// A server that hands out tokens shorter than the margin must not be asked again in a tight loop.
const MIN_REARM_MS = 30_000;

/** Milliseconds until the token needs attention: its `exp` minus five minutes (spec §4, §9). */
export const msUntilTokenAction = (expiresAt: number | null, now: number = Date.now()): number =>
  expiresAt === null ? 0 : Math.max(0, expiresAt - TOKEN_EXPIRY_MARGIN_MS - now);

/**
 * The expiry timer (spec §4): armed for the current token, it asks for a refresh five minutes before
 * `exp`; the refresh flow decides (with consent it refreshes, without it the session ends as on expiry).
 * A wake-up re-arms from the clock, so a token that expired during sleep is handled at once.
 */
export const startExpiryTimer = (store: SessionStore, target: Window = window): (() => void) => {
  const stop = store.startListening({
    predicate: (action, current, previous) =>
      sessionWoke.match(action) ||
      selectSession(current).token !== selectSession(previous).token ||
      selectSession(current).status !== selectSession(previous).status,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const session = selectSession(api.getState());
      const { token } = session;
      if (session.status !== 'signedIn' || !token) return;
      let wait = msUntilTokenAction(session.expiresAt);
      if (selectSession(api.getOriginalState()).status === 'refreshing' && !sessionWoke.match(action)) wait = Math.max(wait, MIN_REARM_MS);
      while (wait > MAX_TIMER_MS) {
        await api.delay(MAX_TIMER_MS);
        wait -= MAX_TIMER_MS;
      }
      await api.delay(wait);
      api.dispatch(refreshRequested({ token, cause: sessionWoke.match(action) && wait === 0 ? 'wake' : 'timer' }));
    },
  });
  const wake = () => {
    if (target.document.visibilityState !== 'hidden' && selectSession(store.getState()).status === 'signedIn') store.dispatch(sessionWoke());
  };
  target.addEventListener('focus', wake);
  target.document.addEventListener('visibilitychange', wake);
  return () => {
    stop();
    target.removeEventListener('focus', wake);
    target.document.removeEventListener('visibilitychange', wake);
  };
};
