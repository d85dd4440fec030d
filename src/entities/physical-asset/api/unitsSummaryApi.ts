import { baseApi, type ProductSchemas } from '@/shared/api';

/** One unit's row of 'Todas as unidades' (decisions §9, §10, §11). */
export type UnitSummary = ProductSchemas['UnitSummary'];

const unitsSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every unit's open and overdue amounts, overdue count, next due date, savings (this year and last) and energy
     * figures, in one call: 'Todas as unidades' and the home's 'Sua empresa' read the same answer.
     */
    myUnitsSummary: build.query<UnitSummary[], void>({
      query: () => ({ url: 'v1/Account/my-units-summary', method: 'GET' }),
      transformResponse: (response: { units?: UnitSummary[] }) => response.units ?? [],
      providesTags: ['Account'],
    }),
  }),
});

export const { useMyUnitsSummaryQuery } = unitsSummaryApi;
