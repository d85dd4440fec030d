// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidDocument, normalizeDocument } from './lib/documents';
import { setScenario } from './scenarios';
import { issueToken, SHORT_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS, verifyToken } from './token';

const subject = { sub: 'acc-mariana-souza', sid: 'sid-1', email: 'mariana.souza@exemplo.com.br' };

describe('token', () => {
  it('is JWT-shaped and verifies with its claims', () => {
    const token = issueToken(subject);
    expect(token.split('.')).toHaveLength(3);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const payload = verifyToken(token);
    expect(payload).toMatchObject(subject);
    expect(payload!.exp - payload!.iat).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('rejects a tampered payload or signature', () => {
    const [header, , signature] = issueToken(subject).split('.');
    const forged = btoa(JSON.stringify({ ...subject, sub: 'acc-carlos-lima', iat: 1, exp: 9_999_999_999 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(verifyToken(`${header}.${forged}.${signature}`)).toBeNull();
    const token = issueToken(subject);
    const tampered = token.endsWith('xx') ? 'yy' : 'xx'; // the signature varies with the time of issue
    expect(verifyToken(`${token.slice(0, -2)}${tampered}`)).toBeNull();
    expect(verifyToken('not-a-token')).toBeNull();
  });

  it('expires after 60 minutes unless allowExpired', () => {
    const issuedAt = Date.now() - (TOKEN_LIFETIME_SECONDS + 1) * 1000;
    const token = issueToken(subject, issuedAt);
    expect(verifyToken(token)).toBeNull();
    expect(verifyToken(token, { allowExpired: true })).toMatchObject(subject);
    expect(verifyToken(token, { nowMs: issuedAt + 59 * 60 * 1000 })).not.toBeNull();
  });

  it('lives 6 minutes in the short-token scenario', () => {
    setScenario('short-token');
    const payload = verifyToken(issueToken(subject))!;
    expect(payload.exp - payload.iat).toBe(SHORT_TOKEN_LIFETIME_SECONDS);
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
