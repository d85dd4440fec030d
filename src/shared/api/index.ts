export { baseApi } from './baseApi';
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
export { errorMessage, isApiError } from './errors';
export { isSealed, seal } from './sealed';
export type { Sealed } from './sealed';
export { buildTimeApiContext, type ApiAuth, type ApiContext } from './apiContext';
