import { baseApi, sessionEnded } from '@/shared/api';
import { syncSessionAcrossTabs } from './crossTabSession';
import { startExpiryTimer, type SessionStore } from './sessionExpiry';

/** The session's store listeners: expiry timer, cross-tab sync, and no cached data after an expiry. */
export const registerSessionListeners = (store: SessionStore, target: Window = window): (() => void) => {
  const stops = [
    startExpiryTimer(store),
    syncSessionAcrossTabs(store, target),
    store.startListening({ actionCreator: sessionEnded, effect: () => void store.dispatch(baseApi.util.resetApiState()) }),
  ];
  return () => stops.forEach((stop) => stop());
};
