import { skipToken } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api';
import type { EconomicReportRequest } from '../model/types';

const ECONOMIC_REPORT_QUERY = `query EconomicReport($assetId: String!, $year: Int!, $month: Int!) {
  economicReport(assetId: $assetId, year: $year, month: $month) { companyId }
}`;

type GraphqlReportArgs = EconomicReportRequest & { url: string };

/**
 * The GraphQL economic-report query (spec §7), a query like any other: the store (and so DevTools) holds it, and
 * RTK Query sends it once per args while any report shows them. Through the product base query, so it carries the
 * same headers (client access key, bearer) as every other call.
 */
export const graphqlReportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    economicReportGraphql: build.query<null, GraphqlReportArgs>({
      query: ({ url, ...variables }) => ({
        url,
        method: 'POST',
        body: { operationName: 'EconomicReport', query: ECONOMIC_REPORT_QUERY, variables },
      }),
      // The result is unused: nothing of the answer is kept.
      transformResponse: () => null,
      // Gone with its last report, so showing the report again asks again.
      keepUnusedDataFor: 0,
      // Errors are ignored ("error policy all"): no screen reads them, and a refusal must never touch the session.
      extraOptions: { skipReauth: true },
    }),
  }),
});

/** The query's args for a report, or `skipToken` when no report shows or no GraphQL URL (`url`) is configured. */
export const graphqlReportArgs = (request: EconomicReportRequest | null, url: string): GraphqlReportArgs | typeof skipToken =>
   request && url ? { url, ...request } : skipToken;

export const { useEconomicReportGraphqlQuery } = graphqlReportApi;
