export { API_TAGS, baseApi } from './baseApi';
export { baseQueryWithReauth, CLIENT_ACCESS_HEADER } from './baseQuery';
export type { ApiExtraOptions } from './baseQuery';
export {
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
export { isRefreshing, refreshRequested } from './refreshProtocol';
export type { RefreshCause } from './refreshProtocol';
export { backendReady, holdRequestsUntil } from './backendReady';
