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
