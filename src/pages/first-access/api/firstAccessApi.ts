import { baseApi, type Sealed } from '@/shared/api';

/** `cnpj` holds the stripped CPF or CNPJ (spec §3). The answer body is not read. */
type FirstAccessRequest = { cnpj: string; email: string };

export const firstAccessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sealed: what was typed goes to the request only, never into the store or DevTools. */
    firstAccess: build.mutation<unknown, Sealed<FirstAccessRequest>>({
      query: (body) => ({ url: 'v1/Auth/first-access', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useFirstAccessMutation } = firstAccessApi;
