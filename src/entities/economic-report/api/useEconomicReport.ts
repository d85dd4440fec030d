import { skipToken } from '@reduxjs/toolkit/query';
import { useAppConfig } from '@/shared/config';
import type { EconomicReportRequest } from '../model/types';
import { useFindEconomicReportQuery } from './economicReportApi';
import { graphqlReportArgs, useEconomicReportGraphqlQuery } from './graphqlReport';

const NOTHING = {};
/** The report never reads the GraphQL query's state, so its changes never render it again. */
const readNothing = () => NOTHING;

/**
 * The economic report for an asset and month, or nothing when `request` is null (no asset or signed out).
 * New args (date, asset, session) refetch through RTK Query's cache key; the GraphQL query follows them.
 */
export function useEconomicReport(request: EconomicReportRequest | null) {
  // A new subscription always refetches: signing in again (same user, same month) reloads the report.
  const result = useFindEconomicReportQuery(request ?? skipToken, { refetchOnMountOrArgChange: true });
  useEconomicReportGraphqlQuery(graphqlReportArgs(request, useAppConfig().graphqlUrl), { selectFromResult: readNothing });
  return result;
}
