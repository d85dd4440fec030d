import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/shared/api';
import { apiHarness } from '@test/apiHarness';
import { logoutApi } from './logoutApi';

describe('POST /v1/Auth/logout', () => {
  it('sends {email} with the bearer token', async () => {
    setAccessToken('token-xyz');
    const { dispatch, requests, stop } = apiHarness();
    await dispatch(logoutApi.endpoints.logout.initiate({ email: 'mariana.souza@exemplo.com.br' }));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/logout', body: { email: 'mariana.souza@exemplo.com.br' } });
    expect(request?.headers.get('Authorization')).toBe('Bearer token-xyz');
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
  });
});
