import type { UnknownAction } from '@reduxjs/toolkit';
import { setAccessToken, setKeepConnected, setSessionExpiredFlag } from '@/shared/api';
import { writeLastUnit, writeMfaStep, writeReturnPath } from '../lib/tabStorage';
import { selectedAssetSlice, selectSelectedAssetId } from './selectedUnit';
import { selectSession, sessionAbsent, sessionEnded, sessionJoining, sessionRestoring, tokenRefreshed, type SessionState } from './sessionSlice';
import type { SessionStore } from './types';

// While initialising, the state holds what storage held: nothing is removed until start-up decides.
const mirrorsStep = (session: SessionState) => (session.status === 'mfaPending' || session.status === 'initialising' ? session.mfa : null);
const mirrorsToken = (session: SessionState) => (session.status === 'signedOut' || session.status === 'mfaPending' ? null : session.token);

/** A token read from storage (start-up, another tab's sign-in or refresh): storage holds it already. */
const cameFromStorage = (action: UnknownAction) =>
  sessionRestoring.match(action) || sessionJoining.match(action) || (tokenRefreshed.match(action) && action.payload.adopted === true);
/** An ending storage already shows (another tab removed or replaced the token, or it was another tab's). */
const leavesStorage = (action: UnknownAction) =>
  (sessionEnded.match(action) || sessionAbsent.match(action)) && action.payload.leaveStorage === true;

/**
 * The only writer of the session's storage: after any action that changed the session, what changed is written.
 * A token this tab obtained (sign-in, refresh) is written; one it read from storage is not written back (storage may
 * hold a newer one by now). A session this tab ends is removed, unless storage already shows another tab's act.
 * It never reads storage: the state is the source of truth.
 */
export const persistSession = (store: SessionStore) =>
  store.startListening({
    predicate: (_action, current, previous) =>
      selectSession(current) !== selectSession(previous) || selectedAssetSlice.selectSlice(current) !== selectedAssetSlice.selectSlice(previous),
    effect: (action, api) => {
      const now = selectSession(api.getState());
      const before = selectSession(api.getOriginalState());
      const token = mirrorsToken(now);
      const knew = mirrorsToken(before);
      if (token !== null && token !== knew && !cameFromStorage(action)) {
        // The choice first, then the token: another tab reads the choice when the token's event reaches it.
        setKeepConnected(now.keepConnected);
        setAccessToken(token);
      } else if (token === null && knew !== null && !leavesStorage(action)) {
        setKeepConnected(false);
        setAccessToken(null);
      }
      if (now.notice !== before.notice && (now.notice === 'sessionExpired' || before.notice === 'sessionExpired')) {
        setSessionExpiredFlag(now.notice === 'sessionExpired');
      }
      if (now.returnPath !== before.returnPath) writeReturnPath(now.returnPath);
      if (mirrorsStep(now) !== mirrorsStep(before)) writeMfaStep(mirrorsStep(now));
      const unit = selectSelectedAssetId(api.getState());
      if (now.user && unit && now.status !== 'ending') writeLastUnit(now.user, unit);
    },
  });
