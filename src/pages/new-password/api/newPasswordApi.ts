import { baseApi, type Sealed } from '@/shared/api';

type ResetPasswordRequest = { email: string; code: string; password: string };

export const newPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sealed: the new password and the e-mailed code go to the request only, never into the store or DevTools. */
    resetPassword: build.mutation<{ message?: string }, Sealed<ResetPasswordRequest>>({
      query: (body) => ({ url: 'v1/Auth/reset-password', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useResetPasswordMutation } = newPasswordApi;
