import { baseApi } from '@/shared/api';
import type { EconomySummary } from '../model/types';

/**
 * The company's year (`GET /v1/Account/economy-summary?year=`): its closed months summed over the units and one line
 * per unit, in one call however many units the account has (decisions §11 'Todas as unidades').
 */
const economySummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    economySummary: build.query<EconomySummary, number>({
      query: (year) => ({ url: 'v1/Account/economy-summary', params: { year } }),
      providesTags: (_result, _error, year) => [{ type: 'EconomicReport', id: `company:${year}` }],
    }),
  }),
});

export const { useEconomySummaryQuery } = economySummaryApi;
