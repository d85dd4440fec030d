export { API_TAGS, baseApi } from './baseApi';
export { baseQueryWithReauth, CLIENT_ACCESS_HEADER, expireSession, REFRESH_PATH, refreshAccessToken } from './baseQuery';
export type { ApiExtraOptions } from './baseQuery';
export {
  clearAccessToken,
  consumeSessionExpiredFlag,
  getAccessToken,
  getKeepConnected,
  getSessionExpiredFlag,
  setAccessToken,
  setKeepConnected,
  setSessionExpiredFlag,
  STORAGE_KEYS,
} from './authStorage';
export { clearCmsCache, CMS_STORAGE_KEYS, cmsApi, PREVIEW_HEADER, storeCmsArray } from './cmsApi';
export type { ContentSchemas, ProductSchemas } from './contract';
export { errorMessage, isApiError, mapApiError, MESSAGES } from './errors';
export type { ApiError } from './errors';
export { sessionEnded, tokenRefreshed } from './sessionEvents';
export { backendReady, holdRequestsUntil } from './backendReady';
