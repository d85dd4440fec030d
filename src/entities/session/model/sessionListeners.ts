import { baseApi } from '@/shared/api';
import { browserRefreshLedger, type RefreshLedger } from '../lib/refreshLedger';
import { syncSessionAcrossTabs } from './crossTabSession';
import { startExpiryTimer } from './expiryTimer';
import { persistSession } from './persistSession';
import { browserRefreshLock, forgetRefreshOnLogout, startRefreshFlow, type RefreshLock } from './refreshSession';
import { sessionEnded } from './sessionSlice';
import type { SessionStore } from './types';

/**
 * The session's listeners, registered explicitly by the app: the storage mirror, the refresh flow (and its ledger,
 * forgotten on logout), the expiry timer, cross-tab sync, and no cached data once a session has ended.
 */
export const registerSessionListeners = (
  store: SessionStore,
  {
    target = window,
    lock = browserRefreshLock,
    ledger = browserRefreshLedger,
  }: { target?: Window; lock?: RefreshLock; ledger?: RefreshLedger } = {},
): (() => void) => {
  const stops = [
    persistSession(store),
    startRefreshFlow(store, lock, ledger),
    forgetRefreshOnLogout(store, lock, ledger),
    startExpiryTimer(store, target),
    syncSessionAcrossTabs(store, target),
    store.startListening({ actionCreator: sessionEnded, effect: (_action, api) => void api.dispatch(baseApi.util.resetApiState()) }),
  ];
  return () => stops.forEach((stop) => stop());
};
