// @vitest-environment node
// Access tokens and logout (decisions §9, openapi/product-api.yaml) as an attacker meets them over HTTP.
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLEARED, serveDemoApi } from './harness';
import '@test/demoBackend';

const { login, logout, myAccount, refreshWith, signInKept, tokenOf } = serveDemoApi();
const HOUR_MS = 60 * 60 * 1000;
const moveClock = (ms: number) => vi.setSystemTime(Date.now() + ms);
const otherKey = new TextEncoder().encode('a-key-the-attacker-made-up-32-ch');

afterEach(() => {
  vi.useRealTimers();
});

describe('tokens an attacker makes', () => {
  it('forged, unsigned, alg none, another algorithm, edited or expired: none opens an account', async () => {
    const token = await tokenOf(await login());
    const claims = decodeJwt(token);
    const [header, , signature] = token.split('.');
    const attempts = [
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(otherKey),
      new UnsecuredJWT(claims).encode(),
      token.split('.').slice(0, 2).join('.'),
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(otherKey),
      `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'acc-carlos-lima' })).toString('base64url')}.${signature}`,
    ];
    for (const attempt of attempts) expect((await myAccount(attempt)).status, attempt).toBe(401);
    expect((await myAccount(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    moveClock(HOUR_MS + 1000);
    expect((await myAccount(token)).status).toBe(401);
  });
});

describe('POST /v1/Auth/logout', () => {
  it('ends the session its bearer names, even expired, and clears the cookie', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, refresh } = await signInKept();
    moveClock(HOUR_MS + 1000);
    const answer = await logout(token);
    expect([answer.status, answer.headers.getSetCookie()]).toEqual([200, [CLEARED]]);
    expect((await refreshWith(refresh)).status).toBe(401);
  });

  it('a bearer it did not sign ends nobody’s session', async () => {
    const { token, refresh } = await signInKept();
    const forged = await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: 'HS256' }).sign(otherKey);
    for (const bearer of [forged, new UnsecuredJWT(decodeJwt(token)).encode()]) {
      expect((await logout(bearer)).status).toBe(200);
    }
    expect((await myAccount(token)).status).toBe(200);
    expect((await refreshWith(refresh)).status).toBe(200);
  });
});
