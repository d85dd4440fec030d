import { baseApi } from '@/shared/api';
import { browserRefreshLedger, type RefreshLedger } from '../lib/refreshLedger';
import { syncSessionAcrossTabs } from './crossTabSession';
import { startExpiryTimer } from './expiryTimer';
import { persistSession } from './persistSession';
import { browserRefreshLock, endInLedger, startRefreshFlow, type RefreshLock } from './refreshSession';
import { selectSession, type SessionState } from './sessionSlice';
import type { SessionStore } from './types';

/** A session (or a start) with a token gave way to none or to another tab's: what the API cached for it goes. */
const gaveWay = (current: SessionState, previous: SessionState) =>
  previous.token !== null && current.status !== previous.status && (current.status === 'signedOut' || current.status === 'joining');

/**
 * The session's listeners, registered explicitly by the app: the storage mirror, the refresh flow and the ledger's
 * endings, the expiry timer, cross-tab sync, and no cached data once a session has ended or given way to another.
 *
 * What always holds between tabs sharing one storage, one lock and one ledger (docs/session-security.md):
 * 1. The state is the token's one source of truth; storage mirrors it (persistSession writes, the start-up and the
 *    storage-event listener read).
 * 2. A tab writes only a token it obtained (sign-in, its own refresh), never one it read: storage may hold a newer one.
 * 3. A tab that ends a session removes its token at once and marks it ended in the ledger under the lock; the mark
 *    covers the token a refresh made of it. A tab that only heard of the end leaves storage as the other tab left it.
 * 4. A refresh runs whole under the lock (read the ledger, call, record, apply): another tab's ending comes before it
 *    (no call; this tab ends too) or after it (and marks its result ended).
 * 5. A start or a join finishes only in the epoch it began in; a storage event that removes or replaces its token
 *    bumps the epoch. A join, or a same-user token taken as a refresh, first asks the ledger: an ended session is
 *    never taken up.
 * 6. A storage event older than what this tab knows is ignored; a removal of another token than this tab's ends it
 *    only when the ledger says so (a mark already there at once, without waiting for the lock).
 * 7. A join holds only a token storage holds as it begins: an event heard after storage moved on joins what storage
 *    holds now, and with nothing stored ends here what a removal would have (its own removal sends this tab no event).
 * Hence: after a logout, once every tab has heard of it, nobody is signed in with that session and storage holds
 * none of its tokens; no tab signs in again with a session it saw end (sessionTabs.property.test.ts).
 */
export const registerSessionListeners = (
  store: SessionStore,
  {
    target = window,
    lock = browserRefreshLock,
    ledger = browserRefreshLedger(),
  }: { target?: Window; lock?: RefreshLock; ledger?: RefreshLedger } = {},
): (() => void) => {
  const stops = [
    persistSession(store),
    startRefreshFlow(store, lock, ledger),
    endInLedger(store, lock, ledger),
    startExpiryTimer(store, target),
    syncSessionAcrossTabs(store, { target, lock, ledger }),
    store.startListening({
      predicate: (_action, current, previous) => gaveWay(selectSession(current), selectSession(previous)),
      effect: (_action, api) => void api.dispatch(baseApi.util.resetApiState()),
    }),
  ];
  return () => stops.forEach((stop) => stop());
};
