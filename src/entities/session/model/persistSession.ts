import { getAccessToken, setAccessToken, setKeepConnected, setSessionExpiredFlag } from '@/shared/api';
import { decodeJwtPayload } from '@/shared/lib/token';
import { writeLastUnit, writeMfaStep, writeReturnPath } from '../lib/tabStorage';
import type { SessionState } from './sessionSlice';
import type { SessionStore } from './types';

type Slices = { session: SessionState; selectedAsset: { physicalAssetsSelected: string | null } };

const subjectOf = (token: string | null): unknown => (token ? decodeJwtPayload(token)?.sub : undefined);

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
      (current as Slices).session !== (previous as Slices).session || (current as Slices).selectedAsset !== (previous as Slices).selectedAsset,
    effect: (_action, api) => {
      const now = (api.getState() as Slices).session;
      const before = (api.getOriginalState() as Slices).session;
      const token = mirrorsToken(now);
      const knew = mirrorsToken(before);
      const keep = token !== null && now.keepConnected;
      if (token !== knew) {
        const stored = getAccessToken();
        // Removing: only this user's token (the one known here, or another tab's refresh of it).
        if (token !== null || stored === knew || (stored !== null && subjectOf(stored) === subjectOf(knew))) {
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
      const unit = (api.getState() as Slices).selectedAsset.physicalAssetsSelected;
      if (now.user && unit && now.status !== 'ending') writeLastUnit(now.user, unit);
    },
  });
