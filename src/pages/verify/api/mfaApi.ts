import type { User } from '@/entities/session';
import { baseApi, type Sealed } from '@/shared/api';

/** `keepConnected`: the choice made at login, which decides the refresh cookie (decisions §9). */
type VerifyMfaRequest = { email: string; code: string; keepConnected: boolean };
type VerifyMfaResponse = { token: string; user: User };

export const mfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sealed: the e-mailed code goes to the request only, never into the store or DevTools. */
    verifyMfa: build.mutation<VerifyMfaResponse, Sealed<VerifyMfaRequest>>({
      query: (body) => ({ url: 'v1/Auth/mfa/verify', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
    /** Sends a new code to the pending step's e-mail (not in the spec: see docs/decisions.md). */
    resendMfaCode: build.mutation<{ message?: string }, { email: string }>({
      query: (body) => ({ url: 'v1/Auth/mfa/resend', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useVerifyMfaMutation, useResendMfaCodeMutation } = mfaApi;
