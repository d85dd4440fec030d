import { afterEach, describe, expect, it } from 'vitest';
import { persistSessionsIn, resetDb, REVOKED_SESSIONS_KEY } from '../db';
import { callApi, decodePayload, loginToken } from '../testing';
import { issueSessionId, SESSION_LIFETIME_SECONDS, verifySessionId } from '../token';

// A second origin has no cookies, so refresh there can only use the bearer token.
const OTHER_ORIGIN = 'http://api.aurora.test';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a page reload does to the demo backend: its memory starts over. */
const reloadPage = () => resetDb();

const refreshWith = (token: string, origin = OTHER_ORIGIN) => callApi('/v1/auth/refresh-token', { method: 'POST', token, origin });

afterEach(() => persistSessionsIn(null));

describe('session ids', () => {
  it('are signed, carry the account and expire after 30 days', () => {
    const now = Date.UTC(2025, 0, 1);
    const sid = issueSessionId('acc-mariana-souza', 'n-1', now);
    expect(sid).toMatch(/^[\w.-]+$/);
    expect(verifySessionId(sid, now)).toEqual({ accountId: 'acc-mariana-souza', exp: now / 1000 + SESSION_LIFETIME_SECONDS });
    expect(verifySessionId(sid, now + 29 * DAY_MS)).not.toBeNull();
    expect(verifySessionId(sid, now + 30 * DAY_MS)).toBeNull();
  });

  it('refuse a forged account or signature', () => {
    const sid = issueSessionId('acc-mariana-souza', 'n-1');
    const parts = sid.split('.');
    parts[1] = btoa('acc-carlos-lima').replace(/=+$/, '');
    expect(verifySessionId(parts.join('.'))).toBeNull();
    // One character of the signature changed (the id carries a time, so its last character varies run to run).
    const tampered = sid.endsWith('0') ? '1' : '0';
    expect(verifySessionId(`${sid.slice(0, -1)}${tampered}`)).toBeNull();
    expect(verifySessionId('sid-123')).toBeNull();
  });
});

describe('refresh across page reloads (browser worker)', () => {
  it('keeps refreshing after a reload, by the bearer token or by the refresh cookie', async () => {
    persistSessionsIn(localStorage);
    const token = await loginToken();
    reloadPage();
    const byBearer = await refreshWith(token);
    expect(byBearer.status).toBe(200);
    const { token: fresh } = await byBearer.json();
    expect(decodePayload(fresh).sid).toBe(decodePayload(token).sid);
    expect((await callApi('/v1/auth/refresh-token', { method: 'POST' })).status).toBe(200);
    expect((await callApi('/v1/account/my-account', { token: fresh })).status).toBe(200);
  });

  it('a logout survives the reload: the session id is kept in demo-revoked-sessions', async () => {
    persistSessionsIn(localStorage);
    const token = await loginToken();
    await callApi('/v1/Auth/logout', { body: { email: 'mariana.souza@exemplo.com.br' }, token });
    expect(JSON.parse(localStorage.getItem(REVOKED_SESSIONS_KEY) ?? '[]')).toEqual([decodePayload(token).sid]);
    reloadPage();
    expect((await refreshWith(token)).status).toBe(401);
    expect((await callApi('/v1/account/my-account', { token })).status).toBe(401);
  });

  it('a logout after a reload (session unknown to memory) also sticks', async () => {
    persistSessionsIn(localStorage);
    const token = await loginToken();
    reloadPage();
    await callApi('/v1/Auth/logout', { body: {}, token });
    reloadPage();
    expect((await refreshWith(token)).status).toBe(401);
  });
});

describe('refresh in node tests (memory only)', () => {
  it('forgets sessions when the data set is reset and writes nothing to local storage', async () => {
    const token = await loginToken();
    await callApi('/v1/Auth/logout', { body: {}, token });
    expect(localStorage.getItem(REVOKED_SESSIONS_KEY)).toBeNull();
    const other = await loginToken();
    resetDb();
    expect((await refreshWith(other)).status).toBe(401);
  });
});
