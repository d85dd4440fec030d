// The demo backend on a real socket for a test file: what a client, or an attacker, meets over HTTP.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { ScenarioName } from '../scenarios';
import { server as mswServer } from '../node';
import { callApi } from '../testing';
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
  return {
    origin: () => origin,
    /** callApi against the server; a scenario goes as the `X-Demo-Scenario` header, as scripts send it. */
    call: (path: string, { scenario, headers, ...options }: Call = {}) =>
      callApi(path, { ...options, origin, headers: { ...headers, ...(scenario ? { 'X-Demo-Scenario': scenario } : {}) } }),
  };
}
