import { baseApi } from '@/shared/api';
import type { Invoice } from '../model/types';

/** Whose invoices: the document (spec §7: the `cnpj` header) and, optionally, one of its units (decisions §9). */
type InvoicesRequest = { cnpj: string; physicalAssetId?: string | null };

export const invoiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A bare document asks for the whole account's invoices; with a unit, only that unit's. */
    myInvoices: build.query<Invoice[], string | InvoicesRequest>({
      query: (request) => {
        const { cnpj, physicalAssetId } = typeof request === 'string' ? { cnpj: request } : request;
        return {
          url: 'v1/Account/my-invoices',
          method: 'GET',
          headers: { cnpj },
          params: physicalAssetId ? { physicalAssetId } : undefined,
        };
      },
      transformResponse: (response: Invoice[] | { invoices?: Invoice[] }) =>
        Array.isArray(response) ? response : (response.invoices ?? []),
      providesTags: (_result, _error, request) => [{ type: 'Invoices', id: typeof request === 'string' ? request : request.cnpj }],
    }),
  }),
});

export const { useMyInvoicesQuery } = invoiceApi;
