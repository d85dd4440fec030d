import { baseApi, refreshAccessToken } from '@/shared/api';
import type { User } from '../model/types';

export type RegisterRequest = { cnpj: string; password: string; firstName: string; lastName: string };
export type RegisterResponse = { token: string; user: User };

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myAccount: build.query<User, void>({
      query: () => ({ url: 'v1/account/my-account', method: 'GET' }),
      transformResponse: (response: { user: User }) => response.user,
      providesTags: ['Account'],
    }),
    /** Goes through the shared refresh mutex so a timer and a 401 never refresh twice. */
    refreshToken: build.mutation<{ token: string }, void>({
      queryFn: async () => {
        const token = await refreshAccessToken();
        return token ? { data: { token } } : { error: { status: 401, message: 'Sessão expirada.' } };
      },
    }),
    /** Registration has no screen yet (decisions §3); the call is ready for it. */
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'v1/account/register', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useMyAccountQuery, useLazyMyAccountQuery, useRefreshTokenMutation, useRegisterMutation } = sessionApi;
