import { getAccessToken, setAccessToken, setKeepConnected, setSessionExpiredFlag } from '@/shared/api';
import { getTokenSubject } from '@/shared/lib/token';
import { writeLastUnit, writeMfaStep, writeReturnPath } from '../lib/tabStorage';
import { selectedAssetSlice, selectSelectedAssetId } from './selectedAssetSlice';
import { selectSession, type SessionState } from './sessionSlice';
import type { SessionStore } from './types';

// While initialising, the state holds what storage held: nothing is removed until start-up decides.
const mirrorsStep = (session: SessionState) => (session.status === 'mfaPending' || session.status === 'initialising' ? session.mfa : null);
const mirrorsToken = (session: SessionState) => (session.status === 'signedOut' || session.status === 'mfaPending' ? null : session.token);

/**
 * The only writer of the session's storage (issue 13 §1): after any action that changed the session, the
 * fields that changed are written. A tab removes only its own user's token, so a stale tab never clobbers
 * another user's newer sign-in.
 */
export const persistSession = (store: SessionStore) =>
  store.startListening({
    predicate: (_action, current, previous) =>
      selectSession(current) !== selectSession(previous) || selectedAssetSlice.selectSlice(current) !== selectedAssetSlice.selectSlice(previous),
    effect: (_action, api) => {
      const now = selectSession(api.getState());
      const before = selectSession(api.getOriginalState());
      const token = mirrorsToken(now);
      const knew = mirrorsToken(before);
      const keep = token !== null && now.keepConnected;
      if (token !== knew) {
        const stored = getAccessToken();
        // Removing: only this user's token (the one known here, or another tab's refresh of it).
        if (token !== null || stored === knew || (stored !== null && getTokenSubject(stored) === getTokenSubject(knew))) {
          // The choice first, then the token: another tab reads the choice when the token's event reaches it.
          setKeepConnected(keep);
          setAccessToken(token);
        }
      } else if (keep !== (knew !== null && before.keepConnected)) {
        setKeepConnected(keep);
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
