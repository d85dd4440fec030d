export { mfaApi, useVerifyMfaMutation } from './api/mfaApi';
export type { VerifyMfaRequest, VerifyMfaResponse } from './api/mfaApi';
export { normalizeCode, verifySchema } from './model/verifySchema';
export { VERIFY_FAILED_MESSAGE } from './model/useVerifySubmit';
export { VerifyForm } from './ui/VerifyForm';
