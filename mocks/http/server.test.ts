// @vitest-environment node
// demo:api over a real socket: msw's in-process interception is switched off here, so requests reach the server.
import { describe, expect, it } from 'vitest';
import { serveDemoApi } from './harness';
import { scenarioOf } from './server';
import '@test/demoBackend';

const api = serveDemoApi();
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.origin()}${path}`, {
    method: 'POST',
    headers: { 'X-Client-Access': 'portal-web', 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = () => post('/v1/Auth/login', { cnpj: '45723174000110', password: 'Demo@1234', keepConnected: true });

describe('demo:api over HTTP', () => {
  it('sets the refresh cookie as a real HttpOnly cookie, and refreshes with it', async () => {
    const [cookie = ''] = (await login()).headers.getSetCookie();
    expect(cookie).toMatch(/^aurora_refresh=sid\.[^;]+; Path=\/v1\/auth\/refresh-token; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
    const session = cookie.split(';')[0]!;
    const refresh = await post('/v1/auth/refresh-token', undefined, { Cookie: session });
    expect(refresh.status).toBe(200);
    expect(await refresh.json()).toEqual({ token: expect.any(String) });
  });

  it("never lends one browser's session to another: a request without the cookie cannot refresh", async () => {
    await login();
    const stranger = await post('/v1/auth/refresh-token', undefined);
    expect(stranger.status).toBe(401);
  });

  it('takes the scenario per request, from the cookie or the header, side by side', async () => {
    const [failing, healthy, fromHeader] = await Promise.all([
      fetch(`${api.origin()}/api/health/live`, { headers: { Cookie: 'demo-scenario=cms-down' } }),
      fetch(`${api.origin()}/api/health/live`),
      post('/v1/Auth/forgot-password', { Email: 'a@exemplo.com.br' }, { 'X-Demo-Scenario': 'rate-limit', Cookie: 'demo-scenario=none' }),
    ]);
    expect([failing.status, await failing.text()]).toEqual([503, 'Unhealthy']);
    expect([healthy.status, await healthy.text()]).toEqual([200, 'Healthy']);
    expect(fromHeader.status).toBe(429);
  });

  it('reads scenario names strictly', () => {
    expect(scenarioOf({ cookie: 'a=1; demo-scenario=slow' })).toBe('slow');
    expect(scenarioOf({ cookie: 'demo-scenario=nope', 'x-demo-scenario': undefined })).toBe('none');
    expect(scenarioOf({ 'x-demo-scenario': 'short-token', cookie: 'demo-scenario=slow' })).toBe('short-token');
  });
});
