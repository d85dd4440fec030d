import { baseApi } from '@/shared/api';
import type { Invoice } from '../model/types';

export const invoiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's document goes in the `cnpj` header (spec §7). */
    myInvoices: build.query<Invoice[], string>({
      query: (cnpj) => ({ url: 'v1/Account/my-invoices', method: 'GET', headers: { cnpj } }),
      transformResponse: (response: Invoice[] | { invoices?: Invoice[] }) =>
        Array.isArray(response) ? response : (response.invoices ?? []),
      providesTags: (_result, _error, cnpj) => [{ type: 'Invoices', id: cnpj }],
    }),
  }),
});

export const { useMyInvoicesQuery } = invoiceApi;
