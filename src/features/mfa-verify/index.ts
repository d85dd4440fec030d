export { mfaApi, useVerifyMfaMutation } from './api/mfaApi';
export type { VerifyMfaRequest, VerifyMfaResponse } from './api/mfaApi';
