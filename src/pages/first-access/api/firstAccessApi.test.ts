// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { seal } from '@/shared/api';
import { firstAccessApi } from './firstAccessApi';

describe('POST /v1/Auth/first-access', () => {
  it('sends {cnpj, email} with the digits-only document', async () => {
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(firstAccessApi.endpoints.firstAccess.initiate(seal({ cnpj: '39053344705', email: 'nova@exemplo.com.br' })));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/first-access', body: { cnpj: '39053344705', email: 'nova@exemplo.com.br' } });
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(result.error).toBeUndefined();
  });

  it('HTTP 409 from the server shows its text', async () => {
    const { dispatch, stop } = apiHarness();
    const result = await dispatch(firstAccessApi.endpoints.firstAccess.initiate(seal({ cnpj: '11222333000181', email: 'x@exemplo.com.br' })));
    stop();
    expect(result.error).toMatchObject({ status: 409, message: expect.stringContaining('Já existe') });
  });
});
