export { sessionApi } from './api/sessionApi';
export { initSession } from './model/initSession';
export { sessionAuth } from './model/sessionAuth';
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
  selectSignedOutHere,
  selectUser,
  selectUserRole,
  sessionEnded,
  sessionSlice,
  sessionStarted,
  userUpdated,
} from './model/sessionSlice';
export type { SessionNotice, SessionState } from './model/sessionSlice';
export { physicalAssetSelected, selectedAssetSlice } from './model/selectedUnit';
export { useSelectedUnit, useSelectUnit } from './model/useSelectedUnit';
export type { PhysicalAsset, User } from './model/types';
export { codeStepStarted, completeSignIn } from './model/completeSignIn';
export { followVisitedPages } from './model/visitedPages';
export type { RouterLike } from './model/visitedPages';
export { registerSessionListeners } from './model/sessionListeners';
export type { RefreshLock } from './model/refreshSession';
export { LEDGER_DATABASE, memoryLedger } from './lib/refreshLedger';
export { LAST_UNITS_KEY, TAB_KEYS } from './lib/tabStorage';
export type { RefreshLedger } from './lib/refreshLedger';
