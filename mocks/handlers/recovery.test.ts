// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi } from '../testing';
import '@test/demoBackend';

const ALREADY = 'Já existe um acesso cadastrado para este CPF/CNPJ. Use "Esqueceu sua senha?" para recuperar o acesso.';

describe('POST /v1/Auth/forgot-password', () => {
  it('answers 200 with the same message for known and unknown e-mails', async () => {
    for (const Email of ['mariana.souza@exemplo.com.br', 'ninguem@exemplo.com.br']) {
      const response = await callApi('/v1/Auth/forgot-password', { body: { Email } });
      expect(response.status).toBe(200);
      expect((await response.json()).message).toBe(
        'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
      );
    }
  });

  it('answers 400 to an invalid e-mail or the wrong field name', async () => {
    expect((await callApi('/v1/Auth/forgot-password', { body: { Email: 'nao-e-email' } })).status).toBe(400);
    expect((await callApi('/v1/Auth/forgot-password', { body: { email: 'a@b.com' } })).status).toBe(400);
  });
});

describe('POST /v1/Auth/reset-password', () => {
  it('changes the password with the e-mailed code', async () => {
    const email = 'mariana.souza@exemplo.com.br';
    const reset = await callApi('/v1/Auth/reset-password', { body: { email, code: '654321', password: 'NovaSenha9' } });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: 'Senha alterada com sucesso.' });
    const old = await callApi('/v1/Auth/login', { body: { cnpj: '11222333000181', password: 'Demo@1234' } });
    expect(old.status).toBe(401);
    const fresh = await callApi('/v1/Auth/login', { body: { cnpj: '11222333000181', password: 'NovaSenha9' } });
    expect(fresh.status).toBe(200);
  });

  it('answers 400 to a wrong code, an unknown e-mail or a weak password', async () => {
    const wrongCode = await callApi('/v1/Auth/reset-password', {
      body: { email: 'mariana.souza@exemplo.com.br', code: '000000', password: 'NovaSenha9' },
    });
    expect(wrongCode.status).toBe(400);
    expect((await wrongCode.json()).message).toBe('Link inválido ou expirado. Solicite uma nova redefinição de senha.');
    const unknown = await callApi('/v1/Auth/reset-password', {
      body: { email: 'ninguem@exemplo.com.br', code: '654321', password: 'NovaSenha9' },
    });
    expect(unknown.status).toBe(400);
    for (const password of ['curta1', 'somenteletras', '1234567890']) {
      const weak = await callApi('/v1/Auth/reset-password', {
        body: { email: 'mariana.souza@exemplo.com.br', code: '654321', password },
      });
      expect(weak.status).toBe(400);
    }
  });
});

describe('POST /v1/Auth/first-access', () => {
  it('answers 409 for a document that already has an account', async () => {
    const response = await callApi('/v1/Auth/first-access', { body: { cnpj: '52998224725', email: 'a@exemplo.com.br' } });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(ALREADY);
  });

  it('records a new document, so a second try answers 409', async () => {
    const body = { cnpj: '12ABC34501DE35', email: 'contato@novaempresa.com.br' };
    const first = await callApi('/v1/Auth/first-access', { body });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Enviamos um link de ativação para o seu e-mail.' });
    expect((await callApi('/v1/Auth/first-access', { body })).status).toBe(409);
  });

  it('answers 400 to an invalid document or e-mail', async () => {
    const badDoc = await callApi('/v1/Auth/first-access', { body: { cnpj: '12345678900', email: 'a@exemplo.com.br' } });
    expect(badDoc.status).toBe(400);
    expect(await badDoc.json()).toEqual({ message: 'CPF ou CNPJ inválido.' });
    const badEmail = await callApi('/v1/Auth/first-access', { body: { cnpj: '39053344705', email: 'x' } });
    expect(badEmail.status).toBe(400);
  });
});

describe('POST /v1/account/register', () => {
  const body = { cnpj: '39053344705', password: 'Cadastro1', firstName: 'Ana', lastName: 'Pereira' };

  it('creates an account that can sign in, and blocks the document for first access', async () => {
    const response = await callApi('/v1/account/register', { body });
    expect(response.status).toBe(201);
    const json = await response.json();
    expect(json.user).toMatchObject({ displayName: 'Ana Pereira', cnpj: '39053344705', role: 'customer' });
    expect(typeof json.token).toBe('string');
    expect((await callApi('/v1/Auth/login', { body: { cnpj: '39053344705', password: 'Cadastro1' } })).status).toBe(200);
    const firstAccess = await callApi('/v1/Auth/first-access', { body: { cnpj: '390.533.447-05', email: 'a@b.com.br' } });
    expect(firstAccess.status).toBe(409);
  });

  it('answers 409 to an existing document and 400 to missing names', async () => {
    const existing = await callApi('/v1/account/register', { body: { ...body, cnpj: '11222333000181' } });
    expect(existing.status).toBe(409);
    expect(await existing.json()).toEqual({ message: 'Já existe uma conta para este CPF/CNPJ.' });
    expect((await callApi('/v1/account/register', { body: { ...body, lastName: '' } })).status).toBe(400);
  });
});
