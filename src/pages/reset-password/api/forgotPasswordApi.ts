import { baseApi, type Sealed } from '@/shared/api';

export const forgotPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The payload key is 'Email' with a capital E, as the API expects (spec §3). Sealed, as every typed value. */
    forgotPassword: build.mutation<{ message?: string }, Sealed<{ Email: string }>>({
      query: (body) => ({ url: 'v1/Auth/forgot-password', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
