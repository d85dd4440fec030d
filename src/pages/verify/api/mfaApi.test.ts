import { describe, expect, it } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { seal } from '@/shared/api';
import { mfaApi } from './mfaApi';

describe('POST /v1/Auth/mfa/verify', () => {
  it.each([true, false])('sends {email, code, keepConnected: %s} and reads token and user', async (keepConnected) => {
    // The demo backend accepts a code only after the password step.
    await fetch(`${location.origin}/v1/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Access': 'portal-web' },
      body: JSON.stringify({ cnpj: '52998224725', password: 'Demo@1234' }),
    });
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(mfaApi.endpoints.verifyMfa.initiate(seal({ email: 'carlos.lima@exemplo.com.br', code: '123456', keepConnected })));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/mfa/verify', body: { email: 'carlos.lima@exemplo.com.br', code: '123456', keepConnected } });
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(typeof result.data?.token).toBe('string');
    expect(result.data?.user.email).toBe('carlos.lima@exemplo.com.br');
  });
});
