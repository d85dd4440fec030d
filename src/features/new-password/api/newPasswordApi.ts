import { baseApi } from '@/shared/api';

type ResetPasswordRequest = { email: string; code: string; password: string };

export const newPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ message?: string }, ResetPasswordRequest>({
      query: (body) => ({ url: 'v1/Auth/reset-password', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useResetPasswordMutation } = newPasswordApi;
