export { mfaApi, useVerifyMfaMutation } from './api/mfaApi';
export type { VerifyMfaRequest, VerifyMfaResponse } from './api/mfaApi';
export { VERIFY_FAILED_MESSAGE } from './model/useVerifySubmit';
export { VerifyForm } from './ui/VerifyForm';
