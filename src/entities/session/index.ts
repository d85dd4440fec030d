export { sessionApi, useLazyMyAccountQuery, useMyAccountQuery, useRefreshTokenMutation, useRegisterMutation } from './api/sessionApi';
export type { RegisterRequest, RegisterResponse } from './api/sessionApi';
export { initSession } from './model/initSession';
export {
  initialSessionState,
  mfaRequested,
  selectIsAuthenticated,
  selectIsInitialized,
  selectMfaEmail,
  selectMfaPending,
  selectSession,
  selectUser,
  selectUserRole,
  sessionInitialized,
  sessionSlice,
  signedIn,
  signedOut,
  userUpdated,
} from './model/sessionSlice';
export type { SessionState } from './model/sessionSlice';
export { physicalAssetSelected, selectedAssetSlice, selectSelectedAssetId } from './model/selectedAssetSlice';
export type { SelectedAssetState } from './model/selectedAssetSlice';
export type { Address, PhysicalAsset, User, UserRole } from './model/types';
export {
  postSignInPath,
  rememberKeepConnectedChoice,
  takeKeepConnectedChoice,
  useCompleteSignIn,
} from './model/completeSignIn';
export type { SignInResult } from './model/completeSignIn';
export { msUntilTokenAction, startExpiryTimer } from './model/sessionExpiry';
export type { SessionStore } from './model/sessionExpiry';
export { syncSessionAcrossTabs } from './model/crossTabSession';
export { registerSessionListeners } from './model/sessionListeners';
