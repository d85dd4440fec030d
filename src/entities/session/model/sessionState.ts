import type { User } from './types';

// The session state's shape and the pure helpers its reducers share (sessionSlice.ts holds the machine).

type SessionStatus = 'initialising' | 'joining' | 'signedOut' | 'mfaPending' | 'signedIn' | 'refreshing' | 'ending';
export type EndReason = 'logout' | 'expired' | 'refreshFailed' | 'otherTab';
/** A message the login shows once: an expired session, a code step that must start again, a failed logout. */
export type SessionNotice = 'sessionExpired' | 'verificationRestart' | 'logoutFailed';
/** The pending e-mail code step: where the code went, the keep-connected choice, when it was sent and expires. */
export type MfaStep = { email: string; keepConnected: boolean; sentAt: number; expiresAt: number };

export type SessionState = {
  status: SessionStatus;
  /** Bumped whenever a session starts, ends or is replaced: an answer started in another epoch is dropped. */
  epoch: number;
  token: string | null;
  /** `exp` of the token, epoch ms. */
  expiresAt: number | null;
  keepConnected: boolean;
  user: User | null;
  mfa: MfaStep | null;
  notice: SessionNotice | null;
  /** The last dashboard page visited: forgotten by this tab's logout, kept otherwise. */
  returnPath: string | null;
  endReason: EndReason | null;
};

export const initialSessionState: SessionState = {
  status: 'initialising',
  epoch: 0,
  token: null,
  expiresAt: null,
  keepConnected: false,
  user: null,
  mfa: null,
  notice: null,
  returnPath: null,
  endReason: null,
};

export type Restored = Pick<SessionState, 'token' | 'keepConnected' | 'mfa' | 'notice' | 'returnPath'>;
/** A session begins: an own sign-in has no epoch; a start or a join names the epoch it began in. */
export type SessionStart = { token: string; user: User; keepConnected: boolean; preferredAssetId?: string | null; epoch?: number };
/**
 * `leaveStorage`: storage already shows what ended it (another tab removed or replaced the token, or the token was
 * another tab's), so this tab writes nothing and marks nothing ended in the ledger.
 */
export type Ending = { epoch?: number; leaveStorage?: boolean };

export const isLive = (status: SessionStatus) => status === 'signedIn' || status === 'refreshing';
export const isStarting = (status: SessionStatus) => status === 'initialising' || status === 'joining';
export const inEpoch = (state: SessionState, epoch: number | undefined) => epoch === undefined || epoch === state.epoch;

export const signedOutState = (state: SessionState, notice: SessionNotice | null, returnPath: string | null, endReason: EndReason | null): SessionState => ({
  ...initialSessionState,
  status: 'signedOut',
  epoch: state.epoch + 1,
  notice,
  returnPath,
  endReason,
});

export const endNotice = (reason: EndReason, logoutFailed: boolean | undefined): SessionNotice | null => {
  if (reason === 'expired' || reason === 'refreshFailed') return 'sessionExpired';
  return reason === 'logout' && logoutFailed ? 'logoutFailed' : null;
};
