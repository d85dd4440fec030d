import { describe, expect, it } from 'vitest';
import { seal, setAccessToken } from '@/shared/api';
import { isSameSubject } from '@/shared/lib/token';
import { apiHarness } from '@test/apiHarness';
import { sessionApi } from './sessionApi';

/** Signs in; with 'Manter conectado' the answer's refresh cookie goes to msw's cookie jar, which the refresh then sends. */
const loginToken = async (keepConnected = false) => {
  const response = await fetch(`${location.origin}/v1/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-Access': 'portal-web' },
    body: JSON.stringify({ cnpj: '11222333000181', password: 'Demo@1234', keepConnected }),
  });
  return ((await response.json()) as { token: string }).token;
};

describe('session calls', () => {
  it('GET /v1/account/my-account sends the bearer token and reads user', async () => {
    setAccessToken(await loginToken());
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(sessionApi.endpoints.myAccount.initiate());
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'GET', path: '/v1/account/my-account', credentials: 'include' });
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(result.data?.displayName).toBe('Mariana Souza');
  });

  // Storing it is the session's job (persistSession mirrors the state); the call only reads it.
  it('POST /v1/auth/refresh-token sends no body and reads a new token for the same account', async () => {
    const token = await loginToken(true);
    setAccessToken(token);
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(sessionApi.endpoints.refreshToken.initiate());
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/auth/refresh-token', body: undefined, credentials: 'include' });
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(result.data?.token).toEqual(expect.any(String));
    expect(isSameSubject(result.data?.token ?? null, token)).toBe(true);
  });

  it('POST /v1/account/register sends {cnpj, password, firstName, lastName} and reads token and user at the top level', async () => {
    const { dispatch, requests, stop } = apiHarness();
    const body = { cnpj: '39053344705', password: 'Senha1234', firstName: 'Ana', lastName: 'Prado' };
    const result = await dispatch(sessionApi.endpoints.register.initiate(seal(body)));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/account/register', body });
    expect(request?.headers.get('X-Client-Access')).toBe('portal-web');
    expect(result.data?.token).toEqual(expect.any(String));
    expect(result.data?.user).toBeDefined();
  });
});
