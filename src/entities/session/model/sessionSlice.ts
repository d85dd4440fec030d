import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { refreshRequested } from '@/shared/api';
import { getTokenExpiryMs } from '@/shared/lib/token';
import { isSafeReturnPath } from '../lib/returnPath';
import type { User } from './types';

/**
 * The session's life cycle as one machine (issue 13). Every change is an action, so QA reads the
 * whole story in Redux DevTools; storage only mirrors this state (persistSession).
 *
 *   initialising ──sessionStarted──▶ signedIn ◀──tokenRefreshed── refreshing
 *        │  │                         │  ▲  └──refreshRequested──────▲
 *        │  └──mfaRequested──▶ mfaPending ─sessionStarted─┘          │
 *        └──sessionAbsent──▶ signedOut ◀──sessionEnded── (signedIn | refreshing | ending)
 *                                          signedIn ──logoutRequested──▶ ending
 */
type SessionStatus = 'initialising' | 'signedOut' | 'mfaPending' | 'signedIn' | 'refreshing' | 'ending';
type EndReason = 'logout' | 'expired' | 'refreshFailed' | 'otherTab';
/** A message the login shows once: an expired session, a code step that must start again, a failed logout. */
export type SessionNotice = 'sessionExpired' | 'verificationRestart' | 'logoutFailed';
/** The pending e-mail code step: where the code went, the keep-connected choice, when it was sent and expires. */
export type MfaStep = { email: string; keepConnected: boolean; sentAt: number; expiresAt: number };

export type SessionState = {
  status: SessionStatus;
  /** Bumped whenever a session starts or ends: an answer started in another epoch is dropped. */
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

type Restored = Pick<SessionState, 'token' | 'keepConnected' | 'mfa' | 'notice' | 'returnPath'>;
export type SessionStart = { token: string; user: User; keepConnected: boolean; preferredAssetId?: string | null };

const isLive = (status: SessionStatus) => status === 'signedIn' || status === 'refreshing';

const signedOutState = (state: SessionState, notice: SessionNotice | null, returnPath: string | null, endReason: EndReason | null): SessionState => ({
  ...initialSessionState,
  status: 'signedOut',
  epoch: state.epoch + 1,
  notice,
  returnPath,
  endReason,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Start-up read what storage holds; the outcome follows as sessionStarted, mfaRequested or sessionAbsent. */
    sessionRestoring: (state, action: PayloadAction<Restored>) => ({
      ...state,
      ...action.payload,
      // A page visited since start (a deep link) is newer than the stored one.
      returnPath: state.returnPath ?? action.payload.returnPath,
      status: 'initialising',
    }),
    sessionStarted: (state, action: PayloadAction<SessionStart>) => ({
      ...initialSessionState,
      status: 'signedIn',
      epoch: state.epoch + 1,
      token: action.payload.token,
      expiresAt: getTokenExpiryMs(action.payload.token),
      keepConnected: action.payload.keepConnected,
      user: action.payload.user,
      returnPath: state.returnPath,
    }),
    sessionAbsent: (state, action: PayloadAction<{ notice: SessionNotice | null }>) =>
      signedOutState(state, action.payload.notice ?? state.notice, state.returnPath, null),
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
    /** A new token for this session: refreshed here, or taken from another tab with that tab's keep-connected choice. */
    tokenRefreshed: (state, action: PayloadAction<{ epoch: number; token: string; keepConnected?: boolean }>) => {
      if (action.payload.epoch !== state.epoch || !isLive(state.status)) return;
      state.status = 'signedIn';
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
    sessionEnded: (state, action: PayloadAction<{ reason: EndReason; epoch?: number; logoutFailed?: boolean }>) => {
      const { reason, epoch, logoutFailed } = action.payload;
      if (epoch !== undefined && epoch !== state.epoch) return state;
      if (!isLive(state.status) && state.status !== 'ending') return state;
      const notice = reason === 'expired' || reason === 'refreshFailed' ? 'sessionExpired' : logoutFailed ? 'logoutFailed' : null;
      // Only this tab's own logout forgets the page: after an expiry or another tab's sign-out, signing in returns there.
      return signedOutState(state, notice, reason === 'logout' ? null : state.returnPath, reason);
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      if (isLive(state.status)) state.user = action.payload;
    },
    pageVisited: (state, action: PayloadAction<string>) => {
      if (isSafeReturnPath(action.payload) && state.status !== 'ending') state.returnPath = action.payload;
    },
    noticeShown: (state) => {
      state.notice = null;
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
    selectReturnPath: (state) => state.returnPath,
  },
});

export const {
  sessionRestoring,
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
  selectReturnPath,
} = sessionSlice.selectors;
