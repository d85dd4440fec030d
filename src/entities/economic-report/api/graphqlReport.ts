import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, readApiConfig } from '@/shared/api';
import type { EconomicReportRequest } from '../model/types';

const ECONOMIC_REPORT_QUERY = `query EconomicReport($assetId: String!, $year: Int!, $month: Int!) {
  economicReport(assetId: $assetId, year: $year, month: $month) { companyId }
}`;

type GraphqlRequest = EconomicReportRequest & { url: string };

/** Through the product base query: the same headers (client access key, bearer) as every other call. */
const graphqlApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    economicReportGraphql: build.mutation<unknown, GraphqlRequest>({
      query: ({ url, ...variables }) => ({
        url,
        method: 'POST',
        body: { operationName: 'EconomicReport', query: ECONOMIC_REPORT_QUERY, variables },
      }),
      // Its result is unused and its errors ignored: a refusal must never touch the session.
      extraOptions: { skipReauth: true },
    }),
  }),
});

/**
 * The GraphQL economic-report query (spec §7): issued only when a GraphQL URL is configured;
 * errors are ignored ("error policy all") and the result is not used by any screen.
 */
export const requestEconomicReportGraphql = async (
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  variables: EconomicReportRequest,
): Promise<boolean> => {
  const url = dispatch(readApiConfig()).graphqlUrl;
  if (!url) return false;
  // Errors are part of the spec'd policy: the answer, error or not, is dropped.
  await dispatch(graphqlApi.endpoints.economicReportGraphql.initiate({ url, ...variables }));
  return true;
};
