import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/shared/api';
import type { User } from './types';

/** The auth context of spec §3 (the selected asset lives in its own slice). */
export type SessionState = {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: User | null;
  mfaPending: boolean;
  mfaEmail: string | null;
};

export const initialSessionState: SessionState = {
  isInitialized: false,
  isAuthenticated: false,
  user: null,
  mfaPending: false,
  mfaEmail: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionInitialized: (_state, action: PayloadAction<{ user: User | null }>) => ({
      ...initialSessionState,
      isInitialized: true,
      isAuthenticated: Boolean(action.payload.user),
      user: action.payload.user,
    }),
    signedIn: (_state, action: PayloadAction<{ user: User }>) => ({
      ...initialSessionState,
      isInitialized: true,
      isAuthenticated: true,
      user: action.payload.user,
    }),
    mfaRequested: (_state, action: PayloadAction<{ email: string }>) => ({
      ...initialSessionState,
      isInitialized: true,
      mfaPending: true,
      mfaEmail: action.payload.email,
    }),
    userUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    signedOut: () => ({ ...initialSessionState, isInitialized: true }),
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => ({ ...initialSessionState, isInitialized: true }));
  },
  selectors: {
    selectSession: (state) => state,
    selectIsInitialized: (state) => state.isInitialized,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectUser: (state) => state.user,
    selectMfaPending: (state) => state.mfaPending,
    selectMfaEmail: (state) => state.mfaEmail,
    selectUserRole: (state) => state.user?.role ?? null,
  },
});

export const { sessionInitialized, signedIn, mfaRequested, userUpdated, signedOut } = sessionSlice.actions;
export const {
  selectSession,
  selectIsInitialized,
  selectIsAuthenticated,
  selectUser,
  selectMfaPending,
  selectMfaEmail,
  selectUserRole,
} = sessionSlice.selectors;
