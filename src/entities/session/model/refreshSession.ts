import { isTokenValid } from '@/shared/lib/token';
import { sessionApi } from '../api/sessionApi';
import { readLedger, type RefreshLedger } from '../lib/refreshLedger';
import { refreshRequested, selectSession, sessionAbsent, sessionEnded, tokenRefreshed } from './sessionSlice';
import type { SessionStore } from './types';

/** Runs `task` while holding the browser-wide refresh lock (one refresh per token across tabs), first come first served. */
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
 * - under the lock, the ledger is read first: a session some tab ended ends here too, without a call; a token
 *   another tab's refresh made of this one is taken instead of calling again (the refresher records it before
 *   releasing the lock);
 * - an answer is applied only if the session is still the one it was started for (same epoch, refreshing), and
 *   while the lock is held: an ending in another tab (which marks the ledger under the same lock) comes before or
 *   after the whole refresh, never in the middle of it.
 */
export const startRefreshFlow = (store: SessionStore, lock: RefreshLock, ledger: RefreshLedger) =>
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
        const { ended, handedOn } = await readLedger(ledger, stale);
        if (!stillOurs()) return;
        if (ended) return void api.dispatch(sessionEnded({ reason: 'otherTab', epoch }));
        if (handedOn !== null) return void api.dispatch(tokenRefreshed({ epoch, token: handedOn, adopted: true }));
        // The request carries the session state's token: `stale`, as the machine is refreshing it.
        const answer = await api.dispatch(sessionApi.endpoints.refreshToken.initiate());
        const next = answer.data?.token ?? null;
        const valid = next !== null && isTokenValid(next);
        // Before the lock goes to the next tab, which takes this token instead of refreshing the old one again.
        if (valid && stillOurs()) await ledger.record(stale, next);
        // Logged out, signed out elsewhere or already replaced while waiting: this answer is dropped.
        if (!stillOurs()) return;
        api.dispatch(valid ? tokenRefreshed({ epoch, token: next }) : sessionEnded({ reason: 'refreshFailed', epoch }));
      });
    },
  });

/**
 * Every ending this tab decides (logout, expiry, refresh failure, a start that gives up its stored token, another
 * tab's sign-out heard here) is written to the ledger under the lock: the hand-over is forgotten and the session
 * marked ended. The lock is asked for at once, so anything this tab does with the ledger afterwards (a join, a
 * refresh) sees the mark; a refresh another tab holds the lock for finishes first, and its token is marked too.
 */
export const endInLedger = (store: SessionStore, lock: RefreshLock, ledger: RefreshLedger) =>
  store.startListening({
    predicate: (action, current, previous) =>
      selectSession(current).status === 'signedOut' &&
      selectSession(previous).token !== null &&
      (sessionEnded.match(action) || (sessionAbsent.match(action) && !action.payload.leaveStorage)),
    effect: async (_action, api) => {
      const token = selectSession(api.getOriginalState()).token;
      if (token !== null) await lock(() => ledger.end(token));
    },
  });
