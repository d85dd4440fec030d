// @vitest-environment node
import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isValidCnpj, isValidCpf, isValidDocument, normalizeDocument } from './lib/documents';
import { setScenario } from './scenarios';
import { issueToken, SHORT_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS, tokenSecret, verifySignatureOnly, verifyToken } from './token';
import '@test/demoBackend';

const subject = { sub: 'acc-mariana-souza', sid: 'sid.AAAAAAAAAAAAAAAAAAAAAA', email: 'mariana.souza@exemplo.com.br' };
const claims = (nowSeconds = Math.floor(Date.now() / 1000)) => ({
  sid: subject.sid,
  email: subject.email,
  iss: 'aurora-demo-backend',
  sub: subject.sub,
  iat: nowSeconds,
  exp: nowSeconds + 3600,
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('access token (HS256 through jose)', () => {
  it('is a JWT signed with HS256 that verifies with its claims', async () => {
    const token = await issueToken(subject);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = await verifyToken(token);
    expect(payload).toMatchObject(subject);
    expect(payload!.exp - payload!.iat).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('refuses a changed payload or signature, alg none, another algorithm and another key', async () => {
    const [header, , signature] = (await issueToken(subject)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims(), sub: 'acc-carlos-lima' })).toString('base64url');
    expect(await verifyToken(`${header}.${forged}.${signature}`)).toBeNull();
    const token = await issueToken(subject);
    expect(await verifyToken(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)).toBeNull();
    expect(await verifyToken(new UnsecuredJWT(claims()).encode())).toBeNull();
    const hs512 = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(tokenSecret()));
    expect(await verifyToken(hs512)).toBeNull();
    const otherKey = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await verifyToken(otherKey)).toBeNull();
    expect(await verifySignatureOnly(otherKey)).toBeNull();
    expect(await verifyToken('not-a-token')).toBeNull();
  });

  it('refuses a well-signed token without a subject or session', async () => {
    const { sub: _sub, ...withoutSubject } = claims();
    expect(await verifyToken(await new SignJWT(withoutSubject).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(tokenSecret())))).toBeNull();
    const { sid: _sid, ...withoutSession } = claims();
    expect(await verifyToken(await new SignJWT(withoutSession).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(tokenSecret())))).toBeNull();
  });

  it('expires after 60 minutes; only the logout check still reads an expired one', async () => {
    const issuedAt = Date.now() - (TOKEN_LIFETIME_SECONDS + 1) * 1000;
    const token = await issueToken(subject, issuedAt);
    expect(await verifyToken(token)).toBeNull();
    expect(await verifyToken(token, issuedAt + 59 * 60 * 1000)).toMatchObject(subject);
    expect(await verifySignatureOnly(token)).toMatchObject(subject);
  });

  it('lives 6 minutes in the short-token scenario', async () => {
    setScenario('short-token');
    const payload = (await verifyToken(await issueToken(subject)))!;
    expect(payload.exp - payload.iat).toBe(SHORT_TOKEN_LIFETIME_SECONDS);
  });

  it('signs with DEMO_TOKEN_SECRET when set, and refuses one shorter than 256 bits', async () => {
    const withDefault = await issueToken(subject);
    vi.stubEnv('DEMO_TOKEN_SECRET', 'a-deployment-secret-of-32-chars!');
    expect(await verifyToken(withDefault)).toBeNull();
    expect(await verifyToken(await issueToken(subject))).toMatchObject(subject);
    vi.stubEnv('DEMO_TOKEN_SECRET', 'short');
    expect(() => tokenSecret()).toThrow('DEMO_TOKEN_SECRET precisa de pelo menos 32 caracteres (HS256).');
  });
});

describe('documents', () => {
  it('validates CPF and numeric or alphanumeric CNPJ check digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('45723174000110')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj(normalizeDocument('12.abc.345/01de-35'))).toBe(true);
    expect(isValidDocument('00000000000000')).toBe(false);
  });
});
