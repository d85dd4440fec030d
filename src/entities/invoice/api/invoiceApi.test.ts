import { describe, expect, it } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { signedInAs } from '@test/session';
import { invoiceApi } from './invoiceApi';

describe('GET /v1/Account/my-invoices', () => {
  it('sends the document in the cnpj header and reads the list', async () => {
    await signedInAs('11222333000181');
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(invoiceApi.endpoints.myInvoices.initiate('11222333000181'));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'GET', path: '/v1/Account/my-invoices', body: undefined });
    expect(request?.headers.get('cnpj')).toBe('11222333000181');
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(result.data).toHaveLength(14);
  });

  it("asks for one unit's invoices with ?physicalAssetId, the document still in the cnpj header", async () => {
    await signedInAs('27182818000129');
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(invoiceApi.endpoints.myInvoices.initiate({ cnpj: '27182818000129', physicalAssetId: 'ua-horizonte-007' }));
    const [request] = await requests();
    stop();
    expect(request?.url).toMatch(/\/v1\/Account\/my-invoices\?physicalAssetId=ua-horizonte-007$/);
    expect(request?.headers.get('cnpj')).toBe('27182818000129');
    expect(result.data).toHaveLength(36);
    expect(new Set(result.data?.map((invoice) => invoice.physicalAssetId))).toEqual(new Set(['ua-horizonte-007']));
  });
});
