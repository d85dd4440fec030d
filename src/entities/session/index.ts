export { sessionApi } from './api/sessionApi';
export type { RegisterRequest, RegisterResponse } from './api/sessionApi';
export { isSafeReturnPath } from './lib/returnPath';
export { initSession } from './model/initSession';
export {
  initialSessionState,
  logoutRequested,
  mfaAbandoned,
  mfaCodeResent,
  noticeShown,
  selectIsAuthenticated,
  selectIsInitialized,
  selectMfaEmail,
  selectMfaPending,
  selectMfaStep,
  selectReturnPath,
  selectSession,
  selectSessionNotice,
  selectSessionStatus,
  selectUser,
  selectUserRole,
  sessionEnded,
  sessionSlice,
  sessionStarted,
  userUpdated,
} from './model/sessionSlice';
export type { EndReason, MfaStep, SessionNotice, SessionState, SessionStatus } from './model/sessionSlice';
export { physicalAssetSelected, selectedAssetSlice, selectSelectedAssetId } from './model/selectedAssetSlice';
export type { SelectedAssetState } from './model/selectedAssetSlice';
export type { Address, PhysicalAsset, SessionStore, User, UserRole } from './model/types';
export { codeStepStarted, completeSignIn } from './model/completeSignIn';
export { msUntilTokenAction } from './model/expiryTimer';
export { followVisitedPages } from './model/visitedPages';
export type { RouterLike } from './model/visitedPages';
export { registerSessionListeners } from './model/sessionListeners';
export type { RefreshLock } from './model/refreshSession';
