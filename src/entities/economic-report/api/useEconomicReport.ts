import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useAppDispatch } from '@/shared/model';
import type { EconomicReportRequest } from '../model/types';
import { useFindEconomicReportQuery } from './economicReportApi';
import { requestEconomicReportGraphql } from './graphqlReport';

const graphqlSubscribers = new Map<string, number>();
const keyOf = ({ assetId, year, month }: EconomicReportRequest) => `${assetId}|${year}|${month}`;

/** Issues the GraphQL query once per distinct args while any report shows them (like RTK's dedupe). */
function subscribeGraphql(dispatch: ReturnType<typeof useAppDispatch>, request: EconomicReportRequest): () => void {
  const key = keyOf(request);
  const count = graphqlSubscribers.get(key) ?? 0;
  graphqlSubscribers.set(key, count + 1);
  if (count === 0) void requestEconomicReportGraphql(dispatch, request);
  return () => {
    // Released a tick later so StrictMode's effect replay does not send the query twice.
    setTimeout(() => {
      const left = (graphqlSubscribers.get(key) ?? 1) - 1;
      if (left > 0) graphqlSubscribers.set(key, left);
      else graphqlSubscribers.delete(key);
    }, 0);
  };
}

/**
 * The economic report for an asset and month, or nothing when `request` is null (no asset or signed out).
 * New args (date, asset, session) refetch through RTK Query's cache key; the GraphQL query follows them.
 */
export function useEconomicReport(request: EconomicReportRequest | null) {
  // A new subscription always refetches: signing in again (same user, same month) reloads the report.
  const result = useFindEconomicReportQuery(request ?? skipToken, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  const key = request ? keyOf(request) : null;
  useEffect(() => {
    if (!request) return undefined;
    return subscribeGraphql(dispatch, request);
    // The key names the args; the object itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result;
}
