// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operationOf } from './graphql';
import '@test/demoBackend';

const post = (body: unknown) =>
  fetch('http://localhost:3000/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('GraphQL endpoint', () => {
  it('names the operation from operationName, else from the query text', () => {
    expect(operationOf({ operationName: 'EconomicReport', query: 'query Other { x }' })).toBe('EconomicReport');
    expect(operationOf({ query: '\n  query EconomicReport($assetId: String!) { economicReport { companyId } }' })).toBe('EconomicReport');
    expect(operationOf({ query: 'mutation SaveThing { save }' })).toBe('SaveThing');
    expect(operationOf({ query: '{ economicReport { companyId } }' })).toBeNull();
    expect(operationOf({ query: 42 })).toBeNull();
    expect(operationOf({})).toBeNull();
  });

  it('answers EconomicReport sent the way the portal sends it (operationName plus variables)', async () => {
    const response = await post({
      operationName: 'EconomicReport',
      query: 'query EconomicReport($assetId: String!, $year: Int!, $month: Int!) { economicReport(assetId: $assetId, year: $year, month: $month) { companyId } }',
      variables: { assetId: 'ua-loja-centro', year: 2025, month: 3 },
    });
    expect(await response.json()).toEqual({
      data: { economicReport: { companyId: 'emp-souza-alimentos', assetId: 'ua-loja-centro', year: 2025, month: 3 } },
    });
  });
});
