import { baseApi } from '@/shared/api';
import { syncSessionAcrossTabs } from './crossTabSession';
import { startExpiryTimer } from './expiryTimer';
import { persistSession } from './persistSession';
import { browserRefreshLock, startRefreshFlow, type RefreshLock } from './refreshSession';
import { sessionEnded } from './sessionSlice';
import type { SessionStore } from './types';

/**
 * The session's listeners, registered explicitly by the app: the storage mirror, the refresh flow, the
 * expiry timer, cross-tab sync, and no cached data once a session has ended.
 */
export const registerSessionListeners = (
  store: SessionStore,
  { target = window, lock = browserRefreshLock }: { target?: Window; lock?: RefreshLock } = {},
): (() => void) => {
  const stops = [
    persistSession(store),
    startRefreshFlow(store, lock),
    startExpiryTimer(store, target),
    syncSessionAcrossTabs(store, target),
    store.startListening({ actionCreator: sessionEnded, effect: (_action, api) => void api.dispatch(baseApi.util.resetApiState()) }),
  ];
  return () => stops.forEach((stop) => stop());
};
