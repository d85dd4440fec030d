// @vitest-environment node
// The refresh contract (decisions §9, openapi/product-api.yaml) as a client or an attacker meets it over HTTP.
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshCookieIn } from '../testing';
import { CLEARED, serveDemoApi } from './harness';
import '@test/demoBackend';

const api = serveDemoApi();
const { login, myAccount, refreshWith, signInKept, tokenOf } = api;
const MARIANA = { cnpj: '11222333000181', password: 'Demo@1234' };
const COOKIE = /^aurora_refresh=sid\.[\w-]{22}\.[\w-]{43}; Path=\/v1\/auth\/refresh-token; Max-Age=2592000; HttpOnly; SameSite=Strict$/;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const moveClock = (ms: number) => vi.setSystemTime(Date.now() + ms);

afterEach(() => {
  vi.useRealTimers();
});

describe('the refresh cookie', () => {
  it('comes only with keepConnected: true, HttpOnly, SameSite=Strict, for the refresh path, 30 days', async () => {
    for (const body of [MARIANA, { ...MARIANA, keepConnected: false }]) {
      const response = await login(body);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const kept = await login({ ...MARIANA, keepConnected: true });
    expect(kept.headers.getSetCookie()).toEqual([expect.stringMatching(COOKIE)]);
    expect(refreshCookieIn(kept)).toMatch(new RegExp(`^${decodeJwt(await tokenOf(kept)).sid}\\.`));
  });

  it('is Secure when the portal is on https (behind a TLS proxy)', async () => {
    const [cookie] = (await login({ ...MARIANA, keepConnected: true }, { 'X-Forwarded-Proto': 'https' })).headers.getSetCookie();
    expect(cookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('comes with the e-mail code step only when its own keepConnected asks', async () => {
    const verify = async (keepConnected?: boolean) => {
      await login({ cnpj: '52998224725', password: 'Demo@1234', keepConnected: true });
      return api.call('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '123456', keepConnected } });
    };
    expect((await verify()).headers.getSetCookie()).toEqual([]);
    expect((await verify(true)).headers.getSetCookie()).toEqual([expect.stringMatching(COOKIE)]);
  });
});

describe('POST /v1/auth/refresh-token', () => {
  it('refuses a bearer token alone, valid or expired, and a session kept without the cookie', async () => {
    const { token } = await signInKept();
    expect((await refreshWith('', token)).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    moveClock(2 * HOUR_MS);
    expect((await refreshWith('', token)).status).toBe(401);
    vi.useRealTimers();
    const unkept = await tokenOf(await login(MARIANA));
    expect((await refreshWith('', unkept)).status).toBe(401);
  });

  it('answers a new token and a new cookie value every time (rotation), for the same session', async () => {
    const { token, refresh } = await signInKept();
    const first = await refreshWith(refresh);
    expect(first.status).toBe(200);
    const second = await refreshWith(refreshCookieIn(first)!);
    expect(second.status).toBe(200);
    const values = [refresh, refreshCookieIn(first), refreshCookieIn(second)];
    expect(new Set(values).size).toBe(3);
    expect(first.headers.getSetCookie()).toEqual([expect.stringMatching(COOKIE)]);
    const newest = await tokenOf(second);
    expect(decodeJwt(newest).sid).toBe(decodeJwt(token).sid);
    expect((await myAccount(newest)).status).toBe(200);
  });

  it('a replayed cookie answers 401 and ends the whole session, and only that one', async () => {
    const other = await signInKept();
    const { token, refresh } = await signInKept();
    const rotated = await refreshWith(refresh);
    const [current, newest] = [refreshCookieIn(rotated)!, await tokenOf(rotated)];
    const replay = await refreshWith(refresh);
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie()).toEqual([CLEARED]);
    expect((await refreshWith(current)).status).toBe(401);
    expect((await myAccount(newest)).status).toBe(401);
    expect((await myAccount(token)).status).toBe(401);
    expect((await refreshWith(other.refresh)).status).toBe(200);
  });

  it('a secret it never issued is refused and ends nothing', async () => {
    const { token, refresh } = await signInKept();
    const [sid] = refresh.split(/\.(?=[\w-]{43}$)/);
    for (const guess of [`${sid}.${'A'.repeat(43)}`, 'sid.x.y', 'nada']) expect((await refreshWith(guess)).status).toBe(401);
    expect((await myAccount(token)).status).toBe(200);
    expect((await refreshWith(refresh)).status).toBe(200);
  });

  it('a refused refresh (refresh-fails) ends the session on the server', async () => {
    const { token, refresh } = await signInKept();
    const refused = await refreshWith(refresh, undefined, 'refresh-fails');
    expect([refused.status, refused.headers.getSetCookie()]).toEqual([401, [CLEARED]]);
    expect((await refreshWith(refresh)).status).toBe(401);
    expect((await myAccount(token)).status).toBe(401);
  });

  it('keeps a session 30 days after its last refresh, not longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { refresh } = await signInKept();
    moveClock(29 * DAY_MS);
    const renewed = await refreshWith(refresh);
    expect(renewed.status).toBe(200);
    moveClock(29 * DAY_MS);
    const again = await refreshWith(refreshCookieIn(renewed)!);
    expect(again.status).toBe(200);
    moveClock(30 * DAY_MS + 1000);
    expect((await refreshWith(refreshCookieIn(again)!)).status).toBe(401);
  });
});
