// @vitest-environment node
// Guessing limits (decisions §9) as someone guessing passwords or e-mail codes meets them over HTTP.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveDemoApi } from './harness';
import '@test/demoBackend';

const api = serveDemoApi();
const MARIANA = { cnpj: '11.222.333/0001-81', password: 'Demo@1234' };
const CARLOS = { cnpj: '529.982.247-25', password: 'Demo@1234' };
const EMAIL = 'carlos.lima@exemplo.com.br';
const MINUTE_MS = 60 * 1000;

const login = (body: Record<string, unknown>) => api.call('/v1/Auth/login', { body });
const verify = (code: string) => api.call('/v1/Auth/mfa/verify', { body: { email: EMAIL, code } });
const statusAndWait = async (response: Response) => [response.status, response.headers.get('retry-after')];
const moveClock = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('five wrong passwords', () => {
  it('lock the document for 15 minutes: 429 with Retry-After, even for the right password, then it opens', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await statusAndWait(await login({ ...MARIANA, password: `errada${attempt}` }))).toEqual([401, null]);
    }
    expect(await statusAndWait(await login(MARIANA))).toEqual([429, '900']);
    moveClock(10 * MINUTE_MS);
    expect(await statusAndWait(await login(MARIANA))).toEqual([429, '300']);
    // The same document however it is written; any other document is not affected.
    expect((await login({ ...MARIANA, cnpj: '11222333000181' })).status).toBe(429);
    expect((await login({ cnpj: '45723174000110', password: 'Demo@1234' })).status).toBe(200);
    moveClock(5 * MINUTE_MS);
    expect((await login(MARIANA)).status).toBe(200);
  });

  it('count in a row: a success starts them again, and so do 15 quiet minutes', async () => {
    const wrong = (times: number) => Promise.all(Array.from({ length: times }, () => login({ ...MARIANA, password: 'errada' })));
    await wrong(4);
    expect((await login(MARIANA)).status).toBe(200);
    await wrong(4);
    moveClock(15 * MINUTE_MS);
    await wrong(4);
    expect((await login(MARIANA)).status).toBe(200);
  });
});

describe('five wrong e-mail codes', () => {
  it('end the code step with 429, and then even the right code is refused', async () => {
    await login(CARLOS);
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push(await statusAndWait(await verify('000000')));
    expect(statuses).toEqual([[400, null], [400, null], [400, null], [400, null], [429, '900']]);
    expect(await statusAndWait(await verify('123456'))).toEqual([429, '900']);
  });

  it('a new password step within 15 minutes does not restart them; after 15 minutes it does', async () => {
    await login(CARLOS);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await verify('000000')).status).toBe(400);
    expect((await login(CARLOS)).status).toBe(200);
    expect((await verify('000000')).status).toBe(400);
    expect((await verify('000000')).status).toBe(429);
    moveClock(5 * MINUTE_MS);
    // The password is right, but no new code step starts while the code step is locked.
    expect(await statusAndWait(await login(CARLOS))).toEqual([429, '600']);
    expect((await verify('123456')).status).toBe(429);
    moveClock(10 * MINUTE_MS);
    expect(await (await login(CARLOS)).json()).toEqual({ mfaRequired: true, email: EMAIL });
    expect((await verify('123456')).status).toBe(200);
  });

  it('are counted per account, whatever the e-mail step that sent the code', async () => {
    await login(CARLOS);
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify('000000');
    expect((await login(CARLOS)).status).toBe(200);
    expect((await verify('000000')).status).toBe(429);
    // Another account's password step is not affected.
    expect((await login(MARIANA)).status).toBe(200);
  });
});

describe('asking for codes again', () => {
  it('within 60 s answers 429 with the seconds left', async () => {
    await login(CARLOS);
    moveClock(20 * 1000);
    expect(await statusAndWait(await api.call('/v1/Auth/mfa/resend', { body: { email: EMAIL } }))).toEqual([429, '40']);
  });
});
