// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { callApi, decodePayload } from '../testing';
import '@test/demoBackend';

const MARIANA = { cnpj: '11222333000181', password: 'Demo@1234' };
const CARLOS = { cnpj: '52998224725', password: 'Demo@1234' };

describe('POST /v1/Auth/login', () => {
  it('signs in without MFA: token and user, and no refresh cookie without keepConnected', async () => {
    const response = await callApi('/v1/Auth/login', { body: MARIANA });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.mfaRequired).toBe(false);
    expect(json.user).toMatchObject({
      displayName: 'Mariana Souza',
      role: 'customer',
      email: 'mariana.souza@exemplo.com.br',
      cnpj: '11222333000181',
      physicalAssets: [
        { id: 'ua-loja-centro', name: 'Loja Centro' },
        { id: 'ua-fabrica-contagem', name: 'Fábrica Contagem' },
        { id: 'ua-deposito-betim', name: 'Depósito Betim' },
      ],
    });
    const payload = decodePayload(json.token);
    expect(payload).toMatchObject({ sub: json.user.id, email: json.user.email });
    expect(payload.exp - payload.iat).toBe(3600);
    expect(response.headers.get('set-cookie')).toBeNull();
    const kept = await callApi('/v1/Auth/login', { body: { ...MARIANA, keepConnected: true } });
    const { sid } = decodePayload((await kept.json()).token);
    expect(kept.headers.get('set-cookie')).toMatch(new RegExp(`^aurora_refresh=${sid.replace('.', '\\.')}\\.[\\w-]{43}; Path=/v1/auth/refresh-token;`));
  });

  it('asks for the e-mail code for the CPF account, then verifies it', async () => {
    const login = await callApi('/v1/Auth/login', { body: CARLOS });
    expect(await login.json()).toEqual({ mfaRequired: true, email: 'carlos.lima@exemplo.com.br' });

    const wrong = await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '000000' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('Código inválido. Confira o código enviado para o seu e-mail.');

    const right = await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '123456' } });
    expect(right.status).toBe(200);
    const json = await right.json();
    expect(json.user).toMatchObject({ displayName: 'Carlos Lima', cnpj: '52998224725' });
    expect(json.user.physicalAssets).toHaveLength(1);
    expect(typeof json.token).toBe('string');
  });

  it('the code is valid for 10 minutes; five wrong codes end the step with 429, the right code then too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await callApi('/v1/Auth/login', { body: CARLOS });
      vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);
      const late = await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '123456' } });
      expect(late.status).toBe(400);
      expect((await late.json()).message).toBe('O código expirou. Entre novamente para receber um novo código.');
    } finally {
      vi.useRealTimers();
    }
    await callApi('/v1/Auth/login', { body: CARLOS });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '000000' } })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const after = await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '123456' } });
    expect(after.status).toBe(429);
    expect((await after.json()).message).toBe('Muitas tentativas com código inválido. Tente novamente mais tarde.');
  });

  it('POST /v1/Auth/mfa/resend: a new code 60 s after the last send, 429 sooner, 400 without a pending step', async () => {
    const resend = () => callApi('/v1/Auth/mfa/resend', { body: { email: 'carlos.lima@exemplo.com.br' } });
    expect((await resend()).status).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await callApi('/v1/Auth/login', { body: CARLOS });
      const early = await resend();
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe('60');
      vi.setSystemTime(Date.now() + 60 * 1000);
      const ok = await resend();
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ message: 'Enviamos um novo código para o seu e-mail.' });
      expect((await resend()).status).toBe(429);
      // The resent code is valid 10 minutes from its own send.
      vi.setSystemTime(Date.now() + 9 * 60 * 1000);
      const right = await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '123456' } });
      expect(right.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses the MFA code without the password step first', async () => {
    const response = await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '123456' } });
    expect(response.status).toBe(400);
  });

  it('answers 401 to a wrong password and 429 from the sixth wrong try on', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await callApi('/v1/Auth/login', { body: { ...MARIANA, password: 'errada123' } });
      expect(response.status).toBe(401);
      expect((await response.json()).message).toBe('CPF/CNPJ ou senha inválidos.');
    }
    const locked = await callApi('/v1/Auth/login', { body: MARIANA });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await locked.json()).message).toBe('Muitas tentativas. Tente novamente mais tarde.');
    // Other documents are not affected.
    expect((await callApi('/v1/Auth/login', { body: { ...MARIANA, cnpj: '45723174000110' } })).status).toBe(200);
  });

  it('resets the failure count after a successful login', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await callApi('/v1/Auth/login', { body: { ...MARIANA, password: 'errada123' } });
    }
    expect((await callApi('/v1/Auth/login', { body: MARIANA })).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await callApi('/v1/Auth/login', { body: { ...MARIANA, password: 'errada123' } });
    }
    expect((await callApi('/v1/Auth/login', { body: MARIANA })).status).toBe(200);
  });

  it('answers 401 for an unknown document and for a missing client-access key', async () => {
    expect((await callApi('/v1/Auth/login', { body: { cnpj: '99999999999', password: 'x' } })).status).toBe(401);
    const noKey = await callApi('/v1/Auth/login', { body: MARIANA, clientAccess: false });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'Cliente não autorizado.' });
  });

  it('answers 400 with a pt-BR message to a bad body', async () => {
    const missing = await callApi('/v1/Auth/login', { body: { cnpj: '11222333000181' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Requisição inválida: o campo "password" é obrigatório.');
    const wrongType = await callApi('/v1/Auth/login', { body: { cnpj: 11222333000181, password: 'Demo@1234' } });
    expect(wrongType.status).toBe(400);
    expect((await callApi('/v1/Auth/login', { body: 'not json' })).status).toBe(400);
    const notBoolean = await callApi('/v1/Auth/login', { body: { ...MARIANA, keepConnected: 'sim' } });
    expect([notBoolean.status, (await notBoolean.json()).message]).toEqual([400, 'Requisição inválida: o campo "keepConnected" deve ser verdadeiro ou falso.']);
  });
});
