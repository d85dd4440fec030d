import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { decodePayload, loginToken } from '../../../../mocks/testing';
import { issueToken } from '../../../../mocks/token';
import { makeStore } from '@/app/store';
import { getAccessToken, setAccessToken, setKeepConnected } from '@/shared/api';
import { initSession } from './initSession';

const TWO_HOURS = 2 * 60 * 60 * 1000;
const expiredCopy = (token: string) => issueToken(decodePayload(token), Date.now() - TWO_HOURS);

const countRefreshCalls = () => {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/v1/auth/refresh-token') calls.count += 1;
  });
  return calls;
};

afterEach(() => server.events.removeAllListeners('request:start'));

describe('session start (spec §4)', () => {
  it('reuses a valid stored token and loads the account', async () => {
    const token = await loginToken();
    setAccessToken(token);
    const refresh = countRefreshCalls();
    const store = makeStore();
    expect(store.getState().session.isInitialized).toBe(false);
    await store.dispatch(initSession());
    expect(store.getState().session).toMatchObject({ isInitialized: true, isAuthenticated: true, user: { displayName: 'Mariana Souza' } });
    expect(getAccessToken()).toBe(token);
    expect(refresh.count).toBe(0);
  });

  it('with keep-connected, an expired token is refreshed first', async () => {
    const expired = expiredCopy(await loginToken());
    setAccessToken(expired);
    setKeepConnected(true);
    const store = makeStore();
    await store.dispatch(initSession());
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(getAccessToken()).not.toBe(expired);
    expect(decodePayload(getAccessToken()!).exp * 1000).toBeGreaterThan(Date.now());
  });

  it('with keep-connected, a missing or invalid token is refreshed by the refresh cookie', async () => {
    await loginToken();
    setAccessToken('not-a-token');
    setKeepConnected(true);
    const store = makeStore();
    await store.dispatch(initSession());
    expect(store.getState().session.isAuthenticated).toBe(true);
  });

  it('without keep-connected, an expired token is dropped without trying a refresh', async () => {
    setAccessToken(expiredCopy(await loginToken()));
    const refresh = countRefreshCalls();
    const store = makeStore();
    await store.dispatch(initSession());
    expect(store.getState().session).toMatchObject({ isInitialized: true, isAuthenticated: false, user: null });
    expect(getAccessToken()).toBeNull();
    expect(refresh.count).toBe(0);
  });

  it('a failed refresh clears the token and leaves the user logged out', async () => {
    server.use(http.post('*/v1/auth/refresh-token', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })));
    setAccessToken(expiredCopy(await loginToken()));
    setKeepConnected(true);
    const store = makeStore();
    await store.dispatch(initSession());
    expect(store.getState().session).toMatchObject({ isInitialized: true, isAuthenticated: false });
    expect(getAccessToken()).toBeNull();
  });

  it('a token the server refuses (logged out elsewhere) leaves the user logged out', async () => {
    const token = await loginToken();
    server.use(http.get('*/v1/account/my-account', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })));
    server.use(http.post('*/v1/auth/refresh-token', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })));
    setAccessToken(token);
    const store = makeStore();
    await store.dispatch(initSession());
    expect(store.getState().session).toMatchObject({ isInitialized: true, isAuthenticated: false });
    expect(getAccessToken()).toBeNull();
  });
});
