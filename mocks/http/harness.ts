// The demo backend on a real socket for a test file: what a client, or an attacker, meets over HTTP.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { ScenarioName } from '../scenarios';
import { server as mswServer } from '../node';
import { callApi, refreshCookieIn } from '../testing';
import { createDemoApiServer } from './server';

type Call = Omit<NonNullable<Parameters<typeof callApi>[1]>, 'origin'> & { scenario?: ScenarioName };

/**
 * Starts `demo:api` on a free port for the file's tests. msw's in-process interception is switched off meanwhile,
 * so requests reach the server; the test's `Date` is still the server's (same process).
 */
export function serveDemoApi() {
  const httpServer = createDemoApiServer();
  let origin = '';
  beforeAll(async () => {
    mswServer.close();
    await new Promise<void>((ready) => httpServer.listen(0, '127.0.0.1', ready));
    origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => httpServer.close(done));
    mswServer.listen({ onUnhandledRequest: 'error' });
  });
  /** callApi against the server; a scenario goes as the `X-Demo-Scenario` header, as scripts send it. */
  const call = (path: string, { scenario, headers, ...options }: Call = {}) =>
    callApi(path, { ...options, origin, headers: { ...headers, ...(scenario ? { 'X-Demo-Scenario': scenario } : {}) } });
  return { origin: () => origin, call, ...sessionCalls(call) };
}

const MARIANA = { cnpj: '11222333000181', password: 'Demo@1234' };
/** The Set-Cookie line that clears the refresh cookie (logout, a refused refresh). */
export const CLEARED = 'aurora_refresh=; Path=/v1/auth/refresh-token; Max-Age=0; HttpOnly; SameSite=Strict';
const tokenOf = async (response: Response) => ((await response.json()) as { token: string }).token;

/** The session calls the refresh and logout tests make, as a client or an attacker would. */
function sessionCalls(call: (path: string, options?: Call) => Promise<Response>) {
  const login = (body: Record<string, unknown> = MARIANA, headers?: Record<string, string>) => call('/v1/Auth/login', { body, headers });
  return {
    login,
    tokenOf,
    /** Signs Mariana in with 'Manter conectado': her token and the refresh cookie's value. */
    signInKept: async () => {
      const response = await login({ ...MARIANA, keepConnected: true });
      return { token: await tokenOf(response.clone()), refresh: refreshCookieIn(response) ?? '' };
    },
    /** The refresh call with exactly this cookie ('' = none) and, if given, a bearer token. */
    refreshWith: (cookie: string, token?: string, scenario?: ScenarioName) =>
      call('/v1/auth/refresh-token', { method: 'POST', refreshCookie: cookie, token, scenario }),
    myAccount: (token: string) => call('/v1/account/my-account', { token }),
    logout: (token: string) => call('/v1/Auth/logout', { body: {}, token }),
  };
}
