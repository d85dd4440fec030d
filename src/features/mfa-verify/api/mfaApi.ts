import type { User } from '@/entities/session';
import { baseApi } from '@/shared/api';

type VerifyMfaRequest = { email: string; code: string };
type VerifyMfaResponse = { token: string; user: User };

export const mfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyMfa: build.mutation<VerifyMfaResponse, VerifyMfaRequest>({
      query: (body) => ({ url: 'v1/Auth/mfa/verify', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
    /** Sends a new code to the pending step's e-mail (issue 18; not in the spec: see the README). */
    resendMfaCode: build.mutation<{ message?: string }, { email: string }>({
      query: (body) => ({ url: 'v1/Auth/mfa/resend', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useVerifyMfaMutation, useResendMfaCodeMutation } = mfaApi;
