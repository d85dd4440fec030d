import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getTokenExpiryMs } from '@/shared/lib/token';
import { isSafeReturnPath } from '../lib/returnPath';
import {
  endNotice,
  inEpoch,
  initialSessionState,
  isLive,
  isStarting,
  signedOutState,
  type EndReason,
  type Ending,
  type MfaStep,
  type Restored,
  type SessionNotice,
  type SessionStart,
} from './sessionState';
import type { User } from './types';

export { initialSessionState } from './sessionState';

/** Why the token `token` is to be refreshed: a request it signed got a 401, the expiry timer, or the tab woke up late. */
type RefreshCause = 'unauthorized' | 'timer' | 'wake';
/** Asks the machine to refresh `token` (signedIn → refreshing when 'Manter conectado' allows it; refreshSession answers). */
export const refreshRequested = createAction<{ token: string; cause: RefreshCause }>('session/refreshRequested');
export type { MfaStep, SessionNotice, SessionStart, SessionState } from './sessionState';

/**
 * The session's life cycle as one machine. Every change is an action, so QA reads the whole story in Redux DevTools;
 * the state is the token's one source of truth (requests read it), and storage only mirrors it (persistSession).
 *
 *   initialising ─sessionStarted(epoch)─▶ signedIn ◀──tokenRefreshed── refreshing
 *     │  │   joining ─sessionStarted(epoch)─┘  │  ▲  └──refreshRequested──────▲
 *     │  └─mfaRequested─▶ mfaPending           │  └─ (own sign-in from any state)
 *     └─sessionAbsent──▶ signedOut ◀─sessionEnded─ (signedIn | refreshing | ending)
 *   another tab's token (storage event) ─sessionJoining─▶ joining;   signedIn ─logoutRequested─▶ ending
 *
 * A start (initialising, joining) finishes only in the epoch it began in: a storage event that removes or replaces
 * its token meanwhile bumps the epoch, so a tab still starting when another signs out never finishes signed in.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Start-up read what storage holds; the outcome follows as sessionStarted, mfaRequested or sessionAbsent. */
    sessionRestoring: (state, action: PayloadAction<Restored>) => {
      const { token, notice, returnPath } = action.payload;
      if (state.status !== 'initialising') return state;
      // A page visited since start (a deep link) is newer than the stored one; a stored expiry notice tells its reason.
      return { ...state, ...action.payload, expiresAt: token ? getTokenExpiryMs(token) : null, returnPath: state.returnPath ?? returnPath, endReason: notice === 'sessionExpired' ? 'expired' : state.endReason };
    },
    /** Another tab signed in (its token reached this tab's storage): this tab loads that account in a new epoch. */
    sessionJoining: (state, action: PayloadAction<{ token: string; keepConnected: boolean }>) => ({
      ...initialSessionState,
      status: 'joining',
      epoch: state.epoch + 1,
      token: action.payload.token,
      expiresAt: getTokenExpiryMs(action.payload.token),
      keepConnected: action.payload.keepConnected,
      notice: state.notice,
      returnPath: state.returnPath,
      endReason: state.endReason,
    }),
    sessionStarted: (state, action: PayloadAction<SessionStart>) => {
      const { epoch, token, user, keepConnected } = action.payload;
      if (epoch !== undefined && (epoch !== state.epoch || !isStarting(state.status))) return state;
      return { ...initialSessionState, status: 'signedIn', epoch: state.epoch + 1, token, expiresAt: getTokenExpiryMs(token), keepConnected, user, returnPath: state.returnPath };
    },
    /** A start or a join found no session to begin (or was overtaken by another tab). */
    sessionAbsent: (state, action: PayloadAction<{ notice: SessionNotice | null } & Ending>) =>
      isStarting(state.status) && inEpoch(state, action.payload.epoch)
        ? signedOutState(state, action.payload.notice ?? state.notice, state.returnPath, action.payload.notice ? null : state.endReason)
        : state,
    mfaRequested: (state, action: PayloadAction<MfaStep>) => ({
      ...initialSessionState,
      status: 'mfaPending',
      epoch: state.epoch + 1,
      mfa: action.payload,
      returnPath: state.returnPath,
    }),
    mfaCodeResent: (state, action: PayloadAction<{ sentAt: number; expiresAt: number }>) => {
      if (state.status === 'mfaPending' && state.mfa) Object.assign(state.mfa, action.payload);
    },
    /** 'Voltar para o login', an expired step, or too many wrong codes: the step is forgotten. */
    mfaAbandoned: (state, action: PayloadAction<{ notice: SessionNotice | null }>) =>
      state.status === 'mfaPending' ? signedOutState(state, action.payload.notice, state.returnPath, null) : state,
    /**
     * A new token for this session (or for the start in progress): refreshed here, or `adopted` from another tab
     * (the ledger, a storage event), in which case storage already holds it and it comes with that tab's choice.
     */
    tokenRefreshed: (state, action: PayloadAction<{ epoch: number; token: string; keepConnected?: boolean; adopted?: boolean }>) => {
      if (action.payload.epoch !== state.epoch || !(isLive(state.status) || isStarting(state.status))) return;
      if (isLive(state.status)) state.status = 'signedIn';
      state.token = action.payload.token;
      state.expiresAt = getTokenExpiryMs(action.payload.token);
      if (action.payload.keepConnected !== undefined) state.keepConnected = action.payload.keepConnected;
    },
    logoutRequested: (state) => {
      if (!isLive(state.status)) return;
      state.status = 'ending';
      state.epoch += 1;
    },
    /** The one way out of a session: logout, expiry, refresh failure, another tab's sign-out. */
    sessionEnded: (state, action: PayloadAction<{ reason: EndReason; logoutFailed?: boolean } & Ending>) => {
      const { reason, epoch, logoutFailed } = action.payload;
      if (!inEpoch(state, epoch) || !(isLive(state.status) || state.status === 'ending')) return state;
      // Only this tab's own logout forgets the page: after an expiry or another tab's sign-out, signing in returns there.
      return signedOutState(state, endNotice(reason, logoutFailed), reason === 'logout' ? null : state.returnPath, reason);
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      if (isLive(state.status)) state.user = action.payload;
    },
    pageVisited: (state, action: PayloadAction<string>) => {
      if (isSafeReturnPath(action.payload) && state.status !== 'ending') state.returnPath = action.payload;
    },
    /** The login has said what it had to say about the last ending (a notice, or the sign-out confirmation). */
    noticeShown: (state) => {
      state.notice = null;
      if (state.status === 'signedOut') state.endReason = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(refreshRequested, (state, action) => {
      if (state.status === 'signedIn' && state.keepConnected && state.token === action.payload.token) state.status = 'refreshing';
    });
  },
  selectors: {
    selectSession: (state) => state,
    selectSessionStatus: (state) => state.status,
    selectIsInitialized: (state) => state.status !== 'initialising',
    selectIsAuthenticated: (state) => isLive(state.status) || state.status === 'ending',
    selectUser: (state) => state.user,
    selectMfaPending: (state) => state.status === 'mfaPending',
    selectMfaEmail: (state) => (state.status === 'mfaPending' ? (state.mfa?.email ?? null) : null),
    selectMfaStep: (state) => (state.status === 'mfaPending' ? state.mfa : null),
    selectUserRole: (state) => state.user?.role ?? null,
    selectSessionNotice: (state) => state.notice,
    /** This tab's own sign-out went through, and the login has not confirmed it yet. */
    selectSignedOutHere: (state) => state.status === 'signedOut' && state.endReason === 'logout' && state.notice === null,
    selectReturnPath: (state) => state.returnPath,
  },
});

export const {
  sessionRestoring,
  sessionJoining,
  sessionStarted,
  sessionAbsent,
  mfaRequested,
  mfaCodeResent,
  mfaAbandoned,
  tokenRefreshed,
  logoutRequested,
  sessionEnded,
  userUpdated,
  pageVisited,
  noticeShown,
} = sessionSlice.actions;
export const {
  selectSession,
  selectSessionStatus,
  selectIsInitialized,
  selectIsAuthenticated,
  selectUser,
  selectMfaPending,
  selectMfaEmail,
  selectMfaStep,
  selectUserRole,
  selectSessionNotice,
  selectSignedOutHere,
  selectReturnPath,
} = sessionSlice.selectors;
