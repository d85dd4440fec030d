import { baseApi } from '@/shared/api';

export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'v1/Auth/logout', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
