import { baseApi } from '@/shared/api';
import type { EconomicReport, EconomicReportRequest } from '../model/types';

export const economicReportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findEconomicReport: build.query<EconomicReport, EconomicReportRequest>({
      query: ({ assetId, year, month }) => ({
        url: 'v1/Account/find-economic-report',
        method: 'POST',
        body: { assetId, year, month },
      }),
      providesTags: (_result, _error, { assetId, year, month }) => [{ type: 'EconomicReport', id: `${assetId}:${year}-${month}` }],
    }),
  }),
});

export const { useFindEconomicReportQuery } = economicReportApi;
