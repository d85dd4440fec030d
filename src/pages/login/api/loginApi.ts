import type { User } from '@/entities/session';
import { baseApi, type Sealed } from '@/shared/api';

/** `keepConnected`: 'Manter conectado' (decisions §9): only then does the server set the refresh cookie. */
type LoginRequest = { cnpj: string; password: string; keepConnected: boolean };
type LoginResponse = { mfaRequired?: boolean; email?: string; token?: string; user?: User };

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sealed: what was typed goes to the request only, never into the store or DevTools. */
    login: build.mutation<LoginResponse, Sealed<LoginRequest>>({
      query: (body) => ({ url: 'v1/Auth/login', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useLoginMutation } = loginApi;
