import { skipToken } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/shared/api';
import { server } from '@test/demoBackend';
import { apiHarness } from '@test/apiHarness';
import { signedInAs } from '@test/session';
import { economicReportApi } from './economicReportApi';
import { graphqlReportApi, graphqlReportArgs } from './graphqlReport';

const REQUEST = { assetId: 'a', year: 2025, month: 3 };
const sendGraphql = (dispatch: ReturnType<typeof apiHarness>['dispatch']) => {
  const args = graphqlReportArgs(REQUEST, '/graphql');
  if (args === skipToken) throw new Error('no GraphQL URL configured');
  return dispatch(graphqlReportApi.endpoints.economicReportGraphql.initiate(args));
};

describe('economic report calls', () => {
  it('POST /v1/Account/find-economic-report sends {assetId, year, month} and reads the report', async () => {
    const { user } = await signedInAs('11222333000181');
    const assetId = user.physicalAssets[0]!.id;
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(economicReportApi.endpoints.findEconomicReport.initiate({ assetId, year: 2025, month: 3 }));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Account/find-economic-report', body: { assetId, year: 2025, month: 3 } });
    expect(result.data?.energyBalance.dailyConsumptionChart).toHaveLength(31);
    expect(result.data?.yearlyEconomyChart).toHaveLength(12);
  });

  it('GraphQL: the query is issued only when a GraphQL URL is configured', async () => {
    setAccessToken('token-graphql');
    const { dispatch, requests, stop } = apiHarness();
    expect(graphqlReportArgs(REQUEST, '')).toBe(skipToken);
    expect(graphqlReportArgs(null, '')).toBe(skipToken);
    expect(graphqlReportArgs(null, '/graphql')).toBe(skipToken);
    expect(graphqlReportArgs(REQUEST, '/graphql')).toEqual({ url: '/graphql', ...REQUEST });
    await sendGraphql(dispatch);
    const sent = await requests();
    stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/graphql', body: { operationName: 'EconomicReport', variables: { assetId: 'a', year: 2025, month: 3 } } });
    // Headers are built in one place: the GraphQL call carries the client key and the bearer like every call.
    expect(sent[0]?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-graphql');
  });

  it('GraphQL errors are caught and ignored', async () => {
    server.use(http.post('*/graphql', () => HttpResponse.error()));
    const { dispatch, stop } = apiHarness();
    const result = await sendGraphql(dispatch);
    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
    stop();
  });

  it('GraphQL: a query the store holds (what DevTools shows), with its args and no answer kept', async () => {
    const { store, dispatch, stop } = apiHarness();
    const graphqlEntries = () =>
      Object.values(store.getState().api.queries).filter((entry) => entry?.endpointName === 'economicReportGraphql');
    const query = sendGraphql(dispatch);
    await query;
    expect(graphqlEntries()).toHaveLength(1);
    expect(graphqlEntries()[0]).toMatchObject({ status: 'fulfilled', originalArgs: { url: '/graphql', ...REQUEST }, data: null });
    // Gone with its last subscriber (keepUnusedDataFor 0), so a report shown again asks again.
    query.unsubscribe();
    await vi.waitFor(() => expect(graphqlEntries()).toHaveLength(0));
    stop();
  });
});
