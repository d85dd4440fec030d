import type { User } from '@/entities/session';
import { baseApi } from '@/shared/api';

type LoginRequest = { cnpj: string; password: string };
type LoginResponse = { mfaRequired?: boolean; email?: string; token?: string; user?: User };

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'v1/Auth/login', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useLoginMutation } = loginApi;
