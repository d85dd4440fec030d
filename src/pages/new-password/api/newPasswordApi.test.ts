// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { seal } from '@/shared/api';
import { newPasswordApi } from './newPasswordApi';

describe('POST /v1/Auth/reset-password (decisions §3)', () => {
  it('sends {email, code, password} and reads the message', async () => {
    const { dispatch, requests, stop } = apiHarness();
    const body = { email: 'mariana.souza@exemplo.com.br', code: '654321', password: 'NovaSenha1' };
    const result = await dispatch(newPasswordApi.endpoints.resetPassword.initiate(seal(body)));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/reset-password', body });
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(result.data?.message).toEqual(expect.any(String));
  });
});
