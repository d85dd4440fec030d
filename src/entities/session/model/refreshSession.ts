import { getAccessToken, getKeepConnected, refreshRequested } from '@/shared/api';
import { getTokenSubject, isTokenValid } from '@/shared/lib/token';
import { sessionApi } from '../api/sessionApi';
import { browserRefreshLedger, handedOnToken, type RefreshLedger } from '../lib/refreshLedger';
import { selectSession, sessionEnded, tokenRefreshed } from './sessionSlice';
import type { SessionStore } from './types';

/** Runs `task` while holding the browser-wide refresh lock (one refresh per token across tabs). */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

const REFRESH_LOCK_NAME = 'aurora-session-refresh';

/** Web Locks when the browser has them; otherwise the tab refreshes alone (still single flight in the tab). */
export const browserRefreshLock: RefreshLock = (task) => {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
};


/**
 * Answers refreshRequested (a 401, the expiry timer, a wake-up). Invariants:
 * - without 'Manter conectado' nothing refreshes: the session ends as on expiry;
 * - only the request that moved the machine to 'refreshing' calls the server (single flight per token);
 * - under the lock, a token another tab already refreshed is taken instead of calling again: the refresher records
 *   it in the ledger before releasing the lock (every tab reads the ledger alike; localStorage reaches other tabs
 *   late), and a token another tab stored is taken too;
 * - an answer is applied only if the session is still the one it was started for (same epoch, refreshing).
 */
export const startRefreshFlow = (store: SessionStore, lock: RefreshLock = browserRefreshLock, ledger: RefreshLedger = browserRefreshLedger) =>
  store.startListening({
    actionCreator: refreshRequested,
    effect: async (action, api) => {
      const before = selectSession(api.getOriginalState());
      const now = selectSession(api.getState());
      const stale = action.payload.token;
      if (now.status === 'signedIn' && now.token === stale && !now.keepConnected) {
        api.dispatch(sessionEnded({ reason: 'expired', epoch: now.epoch }));
        return;
      }
      if (before.status !== 'signedIn' || now.status !== 'refreshing') return;
      const { epoch } = now;
      const stillOurs = () => {
        const current = selectSession(api.getState());
        return current.epoch === epoch && current.status === 'refreshing';
      };
      await lock(async () => {
        if (!stillOurs()) return;
        const handedOn = await handedOnToken(ledger, stale);
        if (!stillOurs()) return;
        const stored = getAccessToken();
        let next: string | null = null;
        let adopted = false;
        if (handedOn !== null) {
          next = handedOn;
          adopted = true;
        } else if (stored === stale) {
          const answer = await api.dispatch(sessionApi.endpoints.refreshToken.initiate());
          next = answer.data?.token ?? null;
          // Before the lock goes to the next tab, which takes this token instead of refreshing the old one again;
          // not for a session that ended meanwhile.
          if (next && isTokenValid(next) && stillOurs()) await ledger.record(stale, next);
        } else if (stored && getTokenSubject(stored) === getTokenSubject(stale)) {
          next = stored;
          adopted = true;
        }
        // Logged out, signed out elsewhere or already replaced while waiting: this answer is dropped.
        if (!stillOurs()) return;
        if (next && isTokenValid(next)) {
          api.dispatch(tokenRefreshed({ epoch, token: next, ...(adopted ? { keepConnected: getKeepConnected() } : {}) }));
        }
        else api.dispatch(sessionEnded({ reason: stored === stale ? 'refreshFailed' : 'otherTab', epoch }));
      });
    },
  });

/**
 * This tab's logout forgets the ledger, under the lock: a tab that takes the lock after it finds no token of the
 * ended session to take up (one that took it before refreshed before the logout, and hears of the logout next).
 */
export const forgetRefreshOnLogout = (store: SessionStore, lock: RefreshLock = browserRefreshLock, ledger: RefreshLedger = browserRefreshLedger) =>
  store.startListening({
    actionCreator: sessionEnded,
    effect: async (action) => {
      if (action.payload.reason === 'logout') await lock(() => ledger.clear());
    },
  });
