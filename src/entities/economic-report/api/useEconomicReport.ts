import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useAppConfig } from '@/shared/config';
import type { EconomicReportRequest } from '../model/types';
import { useFindEconomicReportQuery } from './economicReportApi';
import { graphqlReportArgs, useEconomicReportGraphqlQuery } from './graphqlReport';

const NOTHING = {};
const FRESH_FOR_S = 60;
/** The report never reads the GraphQL query's state, so its changes never render it again. */
const readNothing = () => NOTHING;

/**
 * The economic report for an asset and month, or nothing when `request` is null (no asset or signed out).
 * New args (date, asset, session) refetch through RTK Query's cache key; the GraphQL query follows them.
 */
export function useEconomicReport(request: EconomicReportRequest | null) {
  // Drawn with a request at once, the report reuses an answer of the last minute (the app home's summary asks for the
  // same month as the greeting is drawn: asking again held the chart back by a round trip) and asks again for an older
  // one. Once it has had no request (signed out), each new subscription asks again: signing in again reloads it.
  const [hadNone, setHadNone] = useState(request === null);
  if (request === null && !hadNone) setHadNone(true);
  const result = useFindEconomicReportQuery(request ?? skipToken, { refetchOnMountOrArgChange: hadNone || FRESH_FOR_S });
  useEconomicReportGraphqlQuery(graphqlReportArgs(request, useAppConfig().graphqlUrl), { selectFromResult: readNothing });
  return result;
}
