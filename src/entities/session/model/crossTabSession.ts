import { baseApi, STORAGE_KEYS, tokenRefreshed } from '@/shared/api';
import { decodeJwtPayload } from '@/shared/lib/token';
import { initSession } from './initSession';
import { selectIsAuthenticated, selectMfaPending, signedOut } from './sessionSlice';
import type { SessionStore } from './sessionExpiry';

const subjectOf = (token: string | null): unknown => (token ? decodeJwtPayload(token)?.sub : undefined);

/**
 * Logging in or out in one tab does the same in every other tab (issue item 9). The browser fires
 * "storage" in the other tabs of the origin when the access token is written or removed.
 */
export const syncSessionAcrossTabs = (store: Pick<SessionStore, 'dispatch' | 'getState'>, target: Window = window) => {
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
    const token = event.key === null ? null : event.newValue;
    const state = store.getState();
    const isAuthenticated = selectIsAuthenticated(state);
    if (!token) {
      if (isAuthenticated || selectMfaPending(state)) {
        store.dispatch(signedOut());
        store.dispatch(baseApi.util.resetApiState());
      }
      return;
    }
    // Signed in elsewhere (or as someone else): load that account here too.
    if (!isAuthenticated || subjectOf(token) !== subjectOf(event.oldValue)) {
      void store.dispatch(initSession());
      return;
    }
    // The other tab refreshed: this tab's timer follows the new expiry instead of refreshing again.
    store.dispatch(tokenRefreshed({ token }));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
};
