import { baseApi, type ProductSchemas, type Sealed } from '@/shared/api';
import type { User } from '../model/types';

type RegisterRequest = { cnpj: string; password: string; firstName: string; lastName: string };
/** Token and user at the top level (openapi/product-api.yaml, `register` 201). */
type RegisterResponse = ProductSchemas['Session'];

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myAccount: build.query<User, void>({
      query: () => ({ url: 'v1/account/my-account', method: 'GET' }),
      transformResponse: (response: { user: User }) => response.user,
      providesTags: ['Account'],
    }),
    /** Called by the session's refresh flow only (it owns single flight and the tabs' lock). */
    refreshToken: build.mutation<{ token: string | null }, void>({
      query: () => ({ url: 'v1/auth/refresh-token', method: 'POST' }),
      transformResponse: (response: { token?: unknown } | null) => ({
        token: typeof response?.token === 'string' && response.token ? response.token : null,
      }),
      extraOptions: { skipReauth: true },
    }),
    /** Registration has no screen yet (decisions §3); the call is ready for it, its body sealed like every sign-in's. */
    register: build.mutation<RegisterResponse, Sealed<RegisterRequest>>({
      query: (body) => ({ url: 'v1/account/register', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});
