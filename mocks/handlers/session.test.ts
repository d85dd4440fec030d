import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_COOKIE_KEY, keepRefreshCookieIn, refreshCookieOf } from '../cookies';
import { persistServerStateIn, readServerState, SERVER_STATE_KEY } from '../serverState';
import { callApi, decodePayload, keptSession, loginToken } from '../testing';
import '@test/demoBackend';

const HOUR_MS = 60 * 60 * 1000;
/** Without the cookie a jar may have kept (msw/node keeps one for the test process). */
const refresh = (refreshCookie = '') => callApi('/v1/auth/refresh-token', { method: 'POST', refreshCookie });
const myAccount = (token: string) => callApi('/v1/account/my-account', { token });

afterEach(() => {
  vi.useRealTimers();
});

describe('session: my-account and logout', () => {
  it('returns the user for a valid bearer and 401 otherwise, expired included', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await loginToken();
    const ok = await myAccount(token);
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.displayName).toBe('Mariana Souza');
    const none = await callApi('/v1/account/my-account');
    expect([none.status, await none.json()]).toEqual([401, { message: 'Sessão expirada.' }]);
    vi.setSystemTime(Date.now() + HOUR_MS + 1000);
    expect((await myAccount(token)).status).toBe(401);
  });

  it('logout ends the session: the refresh cookie and the old token answer 401', async () => {
    const { token, refresh: cookie } = await keptSession();
    const logout = await callApi('/v1/Auth/logout', { body: { email: 'mariana.souza@exemplo.com.br' }, token });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ message: 'Sessão encerrada.' });
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await refresh(cookie)).status).toBe(401);
    expect((await myAccount(token)).status).toBe(401);
  });

  it("a session without 'Manter conectado' ends on the server when its token expires", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await loginToken();
    expect(Object.keys(readServerState().sessions)).toEqual([decodePayload(token).sid]);
    vi.setSystemTime(Date.now() + HOUR_MS + 1000);
    expect(readServerState().sessions).toEqual({});
  });
});

describe('in the browser demo (state and cookie in local storage)', () => {
  const asBrowser = () => {
    persistServerStateIn(localStorage);
    keepRefreshCookieIn(localStorage);
  };

  it('keeps the refresh cookie in its own jar, sends no Set-Cookie, and rotates it there', async () => {
    asBrowser();
    const login = await callApi('/v1/Auth/login', { body: { cnpj: '11222333000181', password: 'Demo@1234', keepConnected: true } });
    expect(login.headers.get('set-cookie')).toBeNull();
    const first = JSON.parse(localStorage.getItem(BROWSER_COOKIE_KEY) ?? 'null');
    expect(first).toMatchObject({ path: '/v1/auth/refresh-token', secure: false, value: expect.stringMatching(/^sid\.[\w-]{22}\.[\w-]{43}$/) });
    const refreshed = await callApi('/v1/auth/refresh-token', { method: 'POST' });
    expect([refreshed.status, refreshed.headers.get('set-cookie')]).toEqual([200, null]);
    expect(JSON.parse(localStorage.getItem(BROWSER_COOKIE_KEY)!).value).not.toBe(first.value);
    expect((await myAccount((await refreshed.json()).token)).status).toBe(200);
  });

  it('gives the cookie back only to the refresh path, until it expires; logout forgets it', async () => {
    asBrowser();
    const { token } = await (await callApi('/v1/Auth/login', { body: { cnpj: '45723174000110', password: 'Demo@1234', keepConnected: true } })).json();
    const to = (path: string) => refreshCookieOf(new Request(`http://localhost:3000${path}`), {});
    expect(to('/v1/auth/refresh-token')).toMatch(/^sid\./);
    expect([to('/v1/account/my-account'), to('/v1/auth/refresh-token-x'), to('/v1/Auth/logout')]).toEqual([undefined, undefined, undefined]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 24 * HOUR_MS + 1000 });
    expect(to('/v1/auth/refresh-token')).toBeUndefined();
    vi.useRealTimers();
    await callApi('/v1/Auth/logout', { body: {}, token });
    expect(localStorage.getItem(BROWSER_COOKIE_KEY)).toBeNull();
  });

  it('a reload meets the same server: the session and its rotation are in the stored state', async () => {
    asBrowser();
    await callApi('/v1/Auth/login', { body: { cnpj: '11222333000181', password: 'Demo@1234', keepConnected: true } });
    persistServerStateIn(null);
    persistServerStateIn(localStorage);
    expect((await callApi('/v1/auth/refresh-token', { method: 'POST' })).status).toBe(200);
  });

  it('stores no document, account id or refresh secret, and nothing of a session after its logout', async () => {
    asBrowser();
    for (let attempt = 0; attempt < 3; attempt += 1) await callApi('/v1/Auth/login', { body: { cnpj: '11222333000181', password: 'errada' } });
    await callApi('/v1/Auth/login', { body: { cnpj: '52998224725', password: 'Demo@1234' } });
    await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '000000' } });
    const { token } = await (await callApi('/v1/Auth/login', { body: { cnpj: '45723174000110', password: 'Demo@1234', keepConnected: true } })).json();
    const stored = localStorage.getItem(SERVER_STATE_KEY) ?? '';
    expect(stored).not.toMatch(/11222333000181|52998224725|carlos|mariana/i);
    expect(stored).not.toContain(JSON.parse(localStorage.getItem(BROWSER_COOKIE_KEY)!).value.split('.')[2]);
    await callApi('/v1/Auth/logout', { body: {}, token });
    expect(readServerState().sessions).toEqual({});
  });
});

describe('in node tests (memory only)', () => {
  it('writes nothing to local storage, and a reset forgets every session', async () => {
    const { refresh: cookie } = await keptSession();
    expect([localStorage.getItem(SERVER_STATE_KEY), localStorage.getItem(BROWSER_COOKIE_KEY)]).toEqual([null, null]);
    const { resetDemoBackend } = await import('../node');
    resetDemoBackend();
    expect((await refresh(cookie)).status).toBe(401);
  });
});
