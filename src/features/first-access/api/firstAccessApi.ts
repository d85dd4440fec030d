import { baseApi } from '@/shared/api';

/** `cnpj` holds the stripped CPF or CNPJ (spec §3). The answer body is not read. */
type FirstAccessRequest = { cnpj: string; email: string };

export const firstAccessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    firstAccess: build.mutation<unknown, FirstAccessRequest>({
      query: (body) => ({ url: 'v1/Auth/first-access', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useFirstAccessMutation } = firstAccessApi;
