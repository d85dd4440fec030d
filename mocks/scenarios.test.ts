import { describe, expect, it, vi } from 'vitest';
import { followScenarioStorage, getScenario, resolveScenario, SCENARIO_STORAGE_KEY, setScenario } from './scenarios';
import { callApi, decodePayload, keptSession, loginToken } from './testing';
import '@test/demoBackend';

const LOGIN = { cnpj: '11222333000181', password: 'Demo@1234' };

async function economicReportQuery() {
  const response = await fetch('http://localhost:3000/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'query EconomicReport($assetId: String!, $year: Int!, $month: Int!) { economicReport(assetId: $assetId, year: $year, month: $month) { companyId } }',
      variables: { assetId: 'ua-loja-centro', year: 2024, month: 5 },
    }),
  });
  return response.json();
}

describe('scenarios', () => {
  it('reads ?scenario= into sessionStorage and clears it with none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveScenario('?scenario=slow', sessionStorage)).toBe('slow');
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('slow');
    expect(resolveScenario('', sessionStorage)).toBe('slow');
    expect(resolveScenario('?scenario=nope', sessionStorage)).toBe('slow');
    expect(warn).toHaveBeenCalledOnce();
    expect(resolveScenario('?scenario=none', sessionStorage)).toBe('none');
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });

  it('server-error: product calls answer 500, GraphQL answers errors, content still works', async () => {
    setScenario('server-error');
    const response = await callApi('/v1/Auth/login', { body: LOGIN });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    expect(await economicReportQuery()).toEqual({ errors: [{ message: 'Internal error' }] });
    expect((await fetch('http://localhost:3000/api/health/live')).status).toBe(200);
  });

  it('GraphQL answers the economic report when healthy', async () => {
    expect(await economicReportQuery()).toEqual({
      data: { economicReport: { companyId: 'emp-souza-alimentos', assetId: 'ua-loja-centro', year: 2024, month: 5 } },
    });
  });

  it('rate-limit: product calls answer 429', async () => {
    setScenario('rate-limit');
    const response = await callApi('/v1/Auth/forgot-password', { body: { Email: 'a@exemplo.com.br' } });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ message: 'Too Many Requests' });
  });

  it('slow: product and content calls take 1.5 s', async () => {
    setScenario('slow');
    let started = performance.now();
    expect((await callApi('/v1/Auth/login', { body: LOGIN })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1450);
    started = performance.now();
    expect(await (await fetch('http://localhost:3000/api/health/live')).text()).toBe('Healthy');
    expect(performance.now() - started).toBeGreaterThanOrEqual(1450);
  });

  it('files-missing: empty invoice files and contract download 404', async () => {
    const token = await loginToken();
    setScenario('files-missing');
    const invoices = await (await callApi('/v1/Account/my-invoices', { token, headers: { cnpj: LOGIN.cnpj } })).json();
    expect(invoices).toHaveLength(14);
    invoices.forEach((invoice: { fileNFeBase64: string; fileBoletoBase64: string }) => {
      expect(invoice.fileNFeBase64).toBe('');
      expect(invoice.fileBoletoBase64).toBe('');
    });
    const download = await callApi('/v1/Operation/download-contract', { body: { contractId: 'ct-loja-centro-2022' }, token });
    expect(download.status).toBe(404);
  });

  it('short-token: tokens from login and refresh expire 6 minutes after issue', async () => {
    setScenario('short-token');
    const { token, refresh } = await keptSession();
    expect(decodePayload(token).exp - decodePayload(token).iat).toBe(360);
    const refreshed = await (await callApi('/v1/auth/refresh-token', { method: 'POST', refreshCookie: refresh })).json();
    expect(decodePayload(refreshed.token).exp - decodePayload(refreshed.token).iat).toBe(360);
  });

  it('refresh-fails: refresh answers 401 even with a live session, which then ends on the server', async () => {
    const { token, refresh } = await keptSession();
    expect((await callApi('/v1/account/my-account', { token })).status).toBe(200);
    setScenario('refresh-fails');
    const response = await callApi('/v1/auth/refresh-token', { method: 'POST', refreshCookie: refresh });
    expect(response.status).toBe(401);
    setScenario('none');
    expect((await callApi('/v1/account/my-account', { token })).status).toBe(401);
  });

  it('cms-down: the health check answers 503', async () => {
    setScenario('cms-down');
    expect((await fetch('http://localhost:3000/api/health/live')).status).toBe(503);
    expect((await callApi('/v1/Auth/login', { body: LOGIN })).status).toBe(200);
  });

  it('starts each test with no scenario', () => {
    expect(getScenario()).toBe('none');
  });

  it('follows a storage until told to stop, then the scenario set before it again', () => {
    setScenario('slow');
    const stop = followScenarioStorage({ getItem: (key) => (key === SCENARIO_STORAGE_KEY ? 'rate-limit' : null) });
    expect(getScenario()).toBe('rate-limit');
    stop();
    expect(getScenario()).toBe('slow');
    setScenario('short-token');
    expect(getScenario()).toBe('short-token');
  });
});
