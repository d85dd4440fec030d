// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { seal } from '@/shared/api';
import { loginApi } from './loginApi';

describe('POST /v1/Auth/login', () => {
  it.each([true, false])('sends {cnpj, password, keepConnected: %s} with the client-access header and cookies, and reads token and user', async (keepConnected) => {
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(loginApi.endpoints.login.initiate(seal({ cnpj: '11222333000181', password: 'Demo@1234', keepConnected })));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/login', credentials: 'include' });
    expect(request?.body).toEqual({ cnpj: '11222333000181', password: 'Demo@1234', keepConnected });
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(result.data).toMatchObject({ mfaRequired: false, user: { displayName: 'Mariana Souza' } });
    expect(typeof result.data?.token).toBe('string');
  });

  it('reads mfaRequired and email when the account uses MFA', async () => {
    const { dispatch, stop } = apiHarness();
    const result = await dispatch(loginApi.endpoints.login.initiate(seal({ cnpj: '52998224725', password: 'Demo@1234', keepConnected: false })));
    stop();
    expect(result.data).toMatchObject({ mfaRequired: true, email: 'carlos.lima@exemplo.com.br' });
  });
});
