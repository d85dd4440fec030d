import { getAccessToken, getKeepConnected, STORAGE_KEYS } from '@/shared/api';
import { isSameSubject, isTokenValid } from '@/shared/lib/token';
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
 * The token storage holds now and the 'Manter conectado' written with it, read together in one task: a sign-in or
 * refresh writes the choice, then the token, so this pair belongs together. A choice read when an event arrived may
 * already be a later sign-in's: a token is taken with the choice only while storage still holds that very token.
 */
const readStored = () => ({ token: getAccessToken(), keepConnected: getKeepConnected() });

/**
 * Another tab's sign-in, refresh or sign-out, seen through the "storage" event on the token (this listener and the
 * start-up are storage's only readers). A token is taken only with its own 'Manter conectado' (readStored):
 * when storage has moved on by the time a join or a refresh is taken, the tab takes what storage holds now instead.
 * - a removal of this tab's token ends its session, or the start in progress from it; a removal of another token
 *   ends it only if the ledger says this session ended (else the event is older than this session);
 * - a new token of the same user is taken as a refresh (no call), unless the ledger says its session ended;
 * - any other token is another sign-in: this tab joins it in a new epoch (dropping a start in progress) and loads
 *   that account, unless the ledger says its session already ended (a token an unaware tab refreshed after a logout).
 */
export const syncSessionAcrossTabs = (store: Pick<SessionStore, 'dispatch' | 'getState'>, { target = window, lock, ledger }: Tabs) => {
  /** Another tab ended this session (or the start in progress); `leaveStorage` when storage holds nothing of it. */
  const endHere = (session: SessionState, leaveStorage: boolean) => {
    if (isLive(session)) store.dispatch(sessionEnded({ reason: 'otherTab', epoch: session.epoch, leaveStorage }));
    else if (isStarting(session)) store.dispatch(sessionAbsent({ notice: null, epoch: session.epoch, leaveStorage }));
  };

  const join = async (token: string): Promise<void> => {
    const atEvent = readStored();
    // Storage moved on before this tab heard the event (its own write or removal since, whose event it never gets):
    // the event's token is not held even while loading, since its ending may leave no event to hear. The tab takes
    // what storage holds now (nothing to do if it holds that already); with nothing stored, it ends here what a
    // removal would have ended.
    if (atEvent.token !== token) {
      const session = selectSession(store.getState());
      if (atEvent.token === null) return endHere(session, true);
      return atEvent.token === session.token ? undefined : join(atEvent.token);
    }
    store.dispatch(sessionJoining({ token, keepConnected: atEvent.keepConnected }));
    const { epoch } = selectSession(store.getState());
    const current = () => selectSession(store.getState()).epoch === epoch;
    // Under the lock: this tab's own ending, asked for earlier, has marked the ledger by then.
    const { ended } = await lock(() => readLedger(ledger, token));
    const user = !ended && isTokenValid(token) && current() ? await loadAccount(store.dispatch) : null;
    if (!current()) return;
    const stored = readStored();
    if (user && stored.token === token) {
      store.dispatch(sessionStarted({ token, user, keepConnected: stored.keepConnected, preferredAssetId: readLastUnit(user), epoch }));
    } else if (user && stored.token !== null) {
      // Storage moved on while the account loaded: that later token is the one to join.
      return join(stored.token);
    } else store.dispatch(sessionAbsent({ notice: null, epoch, leaveStorage: true }));
  };

  /**
   * Whether the ledger says `token`'s session ended. A mark already there is final, so it is taken at once: waiting
   * for the lock could mean waiting for another tab's refresh call. Otherwise it is read again under the lock, once the
   * work queued there before this (an ending whose mark is still to come, this tab's own refresh) is done.
   */
  const endedInLedger = async (token: string | null) =>
    (await readLedger(ledger, token)).ended || (await lock(() => readLedger(ledger, token))).ended;

  const onRemoval = async (event: StorageEvent) => {
    const session = selectSession(store.getState());
    if (session.token === null || session.status === 'ending') return;
    // Storage held this very token, now gone (or everything was cleared): nothing is left to remove here.
    if (event.key === null || event.oldValue === session.token) return endHere(session, true);
    // Another token went: an earlier one of this session (this tab wrote a newer one since, not yet knowing), or one
    // from before it. The ledger tells: the tab that ended a session marked it, and what it was refreshed into.
    const { epoch, token } = session;
    const ended = await endedInLedger(token);
    const now = selectSession(store.getState());
    if (ended && now.epoch === epoch) endHere(now, false);
  };

  const onWrite = async (token: string, oldValue: string | null): Promise<void> => {
    const session = selectSession(store.getState());
    if (token === session.token) return;
    // A tab holding a token knows storage held it: an event whose old value is another one is older than that (this
    // tab wrote, or heard of, a newer token since), and what came after it reaches this tab next.
    if (session.token !== null && session.status !== 'signedOut' && oldValue !== session.token) return;
    if (!((isLive(session) || session.status === 'ending') && isSameSubject(token, session.token))) return void join(token);
    // Same user: a refresh of this session, left for its own end by a tab that is logging out. A token of a session
    // some tab ended (one an unaware tab refreshed after a logout) is not taken. The latest 'Manter conectado' holds.
    if (session.status === 'ending') return;
    const ended = await endedInLedger(token);
    const now = selectSession(store.getState());
    // This tab refreshed, ended or joined while waiting: what it wrote or heard since is newer than this event.
    if (ended || now.epoch !== session.epoch || now.token !== session.token || !isLive(now)) return;
    const stored = readStored();
    if (stored.token === token) store.dispatch(tokenRefreshed({ epoch: now.epoch, token, keepConnected: stored.keepConnected, adopted: true }));
    // Another write followed this one (its event is older than this tab's token once taken): take storage's now.
    else if (stored.token !== null) return onWrite(stored.token, now.token);
  };

  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    const token = event.key === null ? null : event.newValue;
    void (token === null ? onRemoval(event) : onWrite(token, event.oldValue));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
};
