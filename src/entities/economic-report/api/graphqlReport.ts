import { backendReady } from '@/shared/api';
import { absoluteUrl, getConfig } from '@/shared/config';
import type { EconomicReportRequest } from '../model/types';

export const ECONOMIC_REPORT_QUERY = `query EconomicReport($assetId: String!, $year: Int!, $month: Int!) {
  economicReport(assetId: $assetId, year: $year, month: $month) { companyId }
}`;

/**
 * The GraphQL economic-report query (spec §7): issued only when a GraphQL URL is configured;
 * errors are ignored ("error policy all") and the result is not used by any screen.
 */
export const requestEconomicReportGraphql = async (variables: EconomicReportRequest): Promise<boolean> => {
  const url = getConfig().graphqlUrl;
  if (!url) return false;
  try {
    await backendReady();
    await fetch(absoluteUrl(url), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Client-Access': getConfig().clientAccessKey },
      body: JSON.stringify({ operationName: 'EconomicReport', query: ECONOMIC_REPORT_QUERY, variables }),
    });
  } catch {
    // Errors are part of the spec'd policy: caught and ignored.
  }
  return true;
};
