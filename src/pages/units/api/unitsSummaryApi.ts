import { baseApi, type ProductSchemas } from '@/shared/api';

export type UnitSummary = ProductSchemas['UnitSummary'];

const unitsSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Decisions §9: every unit's open amount, overdue count, next due date and this year's savings, in one call. */
    myUnitsSummary: build.query<UnitSummary[], void>({
      query: () => ({ url: 'v1/Account/my-units-summary', method: 'GET' }),
      transformResponse: (response: { units?: UnitSummary[] }) => response.units ?? [],
      providesTags: ['Account'],
    }),
  }),
});

export const { useMyUnitsSummaryQuery } = unitsSummaryApi;
