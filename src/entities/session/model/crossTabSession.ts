import { getAccessToken, getKeepConnected, STORAGE_KEYS } from '@/shared/api';
import { getTokenSubject } from '@/shared/lib/token';
import { readLastUnit } from '../lib/tabStorage';
import { loadAccount } from './loadAccount';
import { selectSession, sessionEnded, sessionStarted, tokenRefreshed } from './sessionSlice';
import type { SessionStore } from './types';


/**
 * Another tab's sign-in, refresh or sign-out, seen through the "storage" event on the token:
 * a removal ends this tab's session; a refresh of the same user's token is taken as is (no call);
 * a new sign-in loads that account here too, if the token is still the stored one when it arrives.
 */
export const syncSessionAcrossTabs = (store: Pick<SessionStore, 'dispatch' | 'getState'>, target: Window = window) => {
  const signInFromOtherTab = async (token: string) => {
    const epoch = selectSession(store.getState()).epoch;
    const user = await loadAccount(store.dispatch);
    const session = selectSession(store.getState());
    if (!user || session.epoch !== epoch || getAccessToken() !== token || session.status === 'ending') return;
    store.dispatch(sessionStarted({ token, user, keepConnected: getKeepConnected(), preferredAssetId: readLastUnit(user) }));
  };

  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    const token = event.key === null ? null : event.newValue;
    const session = selectSession(store.getState());
    const live = session.status === 'signedIn' || session.status === 'refreshing';
    if (!token) {
      if (live) store.dispatch(sessionEnded({ reason: 'otherTab', epoch: session.epoch }));
      return;
    }
    if (live && getTokenSubject(token) === getTokenSubject(session.token)) {
      // The latest sign-in's 'Manter conectado' choice holds in every tab (written before the token).
      if (token !== session.token) store.dispatch(tokenRefreshed({ epoch: session.epoch, token, keepConnected: getKeepConnected() }));
      return;
    }
    if (session.status === 'ending' || session.status === 'initialising') return;
    void signInFromOtherTab(token);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
};
