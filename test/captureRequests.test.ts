// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi } from '../mocks/testing';
import { captureRequests } from './captureRequests';

describe('captureRequests', () => {
  it('sentTo finds a request by where it went, whatever reached the server before it', async () => {
    const recorder = captureRequests();
    // A call put off by an earlier test's page, arriving while this test records.
    await fetch('http://localhost:3000/api/health/live');
    await callApi('/v1/Auth/first-access', { body: { cnpj: '39053344705', email: 'ana.prado@exemplo.com.br' } });
    const [first] = await recorder.requests();
    const sent = await recorder.sentTo('POST', '/v1/Auth/first-access');
    const missing = await recorder.sentTo('POST', '/v1/Auth/logout');
    recorder.stop();
    expect(first).toMatchObject({ method: 'GET', path: '/api/health/live' });
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/Auth/first-access', body: { cnpj: '39053344705' } });
    expect(missing).toBeUndefined();
  });
});
