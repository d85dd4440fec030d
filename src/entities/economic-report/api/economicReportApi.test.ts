import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/shared/api';
import { buildTimeConfig } from '@/shared/config';
import { server } from '../../../../mocks/node';
import { apiHarness } from '../../../../test/apiHarness';
import { economicReportApi } from './economicReportApi';
import { requestEconomicReportGraphql } from './graphqlReport';

describe('economic report calls', () => {
  it('POST /v1/Account/find-economic-report sends {assetId, year, month} and reads the report', async () => {
    const login = await fetch(`${location.origin}/v1/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Access': 'portal-web' },
      body: JSON.stringify({ cnpj: '11222333000181', password: 'Demo@1234' }),
    });
    const { token, user } = (await login.json()) as { token: string; user: { physicalAssets: { id: string }[] } };
    setAccessToken(token);
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
    const without = apiHarness();
    expect(await requestEconomicReportGraphql(without.dispatch, { assetId: 'a', year: 2025, month: 3 })).toBe(false);
    expect(await without.requests()).toHaveLength(0);
    without.stop();
    const { dispatch, requests, stop } = apiHarness({ ...buildTimeConfig, graphqlUrl: '/graphql' });
    expect(await requestEconomicReportGraphql(dispatch, { assetId: 'a', year: 2025, month: 3 })).toBe(true);
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
    const { dispatch, stop } = apiHarness({ ...buildTimeConfig, graphqlUrl: '/graphql' });
    await expect(requestEconomicReportGraphql(dispatch, { assetId: 'a', year: 2025, month: 3 })).resolves.toBe(true);
    stop();
  });
});
