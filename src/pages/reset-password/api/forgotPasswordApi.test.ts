// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { seal } from '@/shared/api';
import { forgotPasswordApi } from './forgotPasswordApi';

describe('POST /v1/Auth/forgot-password', () => {
  it('sends {Email} and reads data.message', async () => {
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(forgotPasswordApi.endpoints.forgotPassword.initiate(seal({ Email: 'mariana.souza@exemplo.com.br' })));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/forgot-password', body: { Email: 'mariana.souza@exemplo.com.br' } });
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(result.data?.message).toEqual(expect.any(String));
  });
});
