import { getKeepConnected, STORAGE_KEYS } from '@/shared/api';
import { getTokenExpiryMs, isSameSubject, isTokenValid } from '@/shared/lib/token';
import { readLedger, type RefreshLedger } from '../lib/refreshLedger';
import { readLastUnit } from '../lib/tabStorage';
import { loadAccount } from './loadAccount';
import type { RefreshLock } from './refreshSession';
import { selectSession, sessionAbsent, sessionEnded, sessionJoining, sessionStarted, tokenRefreshed, type SessionState } from './sessionSlice';
import type { SessionStore } from './types';

type Tabs = { target?: Window; lock: RefreshLock; ledger: RefreshLedger };

const isLive = ({ status }: SessionState) => status === 'signedIn' || status === 'refreshing';
const isStarting = ({ status }: SessionState) => status === 'initialising' || status === 'joining';

/**
 * Another tab's sign-in, refresh or sign-out, seen through the "storage" event on the token (this listener and the
 * start-up are storage's only readers):
 * - a removal ends this tab's session, or the start in progress from that token;
 * - a new token of the same user is taken as a refresh (no call); a logging-out tab leaves it for its own end;
 * - any other token is another sign-in: this tab joins it in a new epoch (dropping a start in progress) and loads
 *   that account, unless the ledger says its session already ended (a token an unaware tab refreshed after a logout).
 */
export const syncSessionAcrossTabs = (store: Pick<SessionStore, 'dispatch' | 'getState'>, { target = window, lock, ledger }: Tabs) => {
  const join = async (token: string) => {
    store.dispatch(sessionJoining({ token, keepConnected: getKeepConnected() }));
    const { epoch } = selectSession(store.getState());
    const current = () => selectSession(store.getState()).epoch === epoch;
    // Under the lock: this tab's own ending, asked for earlier, has marked the ledger by then.
    const { ended } = await lock(() => readLedger(ledger, token));
    const user = !ended && isTokenValid(token) && current() ? await loadAccount(store.dispatch) : null;
    if (!current()) return;
    if (user) store.dispatch(sessionStarted({ token, user, keepConnected: selectSession(store.getState()).keepConnected, preferredAssetId: readLastUnit(user), epoch }));
    else store.dispatch(sessionAbsent({ notice: null, epoch, leaveStorage: true }));
  };

  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    const token = event.key === null ? null : event.newValue;
    const session = selectSession(store.getState());
    const { epoch } = session;
    if (token === null) {
      if (session.token === null) return;
      // Storage held this very token, now gone: nothing is left to remove. Otherwise this tab wrote one since.
      const leaveStorage = event.key === null || event.oldValue === session.token;
      if (isLive(session)) store.dispatch(sessionEnded({ reason: 'otherTab', epoch, leaveStorage }));
      else if (isStarting(session)) store.dispatch(sessionAbsent({ notice: null, epoch, leaveStorage }));
      return;
    }
    if (token === session.token) return;
    if ((isLive(session) || session.status === 'ending') && isSameSubject(token, session.token)) {
      // A refresh moves the session forward: an older token (a late event) is not taken back. The latest sign-in's
      // 'Manter conectado' choice holds in every tab (written before the token).
      const newer = (getTokenExpiryMs(token) ?? 0) >= (session.expiresAt ?? 0);
      if (isLive(session) && newer) store.dispatch(tokenRefreshed({ epoch, token, keepConnected: getKeepConnected(), adopted: true }));
      return;
    }
    void join(token);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
};
