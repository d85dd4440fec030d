// @vitest-environment node
import { decodeBase64Url, decodeJwtPayload, getTokenExpiryMs, getTokenSubject, isSameSubject, isTokenValid } from './token';

const base64Url = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`;

const NOW = Date.UTC(2025, 2, 1, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('decodeJwtPayload', () => {
  it('decodes a base64url JSON payload, UTF-8 included', () => {
    const payload = { sub: '42', name: 'João Conceição ✓', exp: nowSeconds + 60 };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
  });

  it('decodes payloads that use the url-safe alphabet', () => {
    const payload = { s: '???>>>' };
    const token = jwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it.each([
    ['empty string', ''],
    ['no dots', 'abc'],
    ['two segments', 'a.b'],
    ['four segments', 'a.b.c.d'],
    ['empty payload', 'a..c'],
    ['not base64', 'a.@@@.c'],
    ['not JSON', `a.${Buffer.from('hello').toString('base64url')}.c`],
    ['JSON but not an object', `a.${Buffer.from('[1,2]').toString('base64url')}.c`],
    ['JSON null', `a.${Buffer.from('null').toString('base64url')}.c`],
    ['invalid UTF-8', `a.${Buffer.from([0xff, 0xfe]).toString('base64url')}.c`],
  ])('returns null for %s', (_, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('decodeBase64Url', () => {
  it('reads unpadded base64url as UTF-8 (the demo backend decodes its session ids with it too)', () => {
    const segment = Buffer.from('conta-joão?>', 'utf8').toString('base64url');
    expect(segment).toMatch(/[-_]/);
    expect(decodeBase64Url(segment)).toBe('conta-joão?>');
    expect(decodeBase64Url('')).toBe('');
  });

  it('is null for characters outside base64url and for bytes that are not UTF-8', () => {
    expect(decodeBase64Url('YWJj=')).toBeNull();
    expect(decodeBase64Url('a+b/')).toBeNull();
    expect(decodeBase64Url(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url'))).toBeNull();
  });
});

describe('getTokenExpiryMs', () => {
  it('converts exp seconds to milliseconds', () => {
    expect(getTokenExpiryMs(jwt({ exp: nowSeconds }))).toBe(NOW);
  });

  it('is null without a numeric exp or with a malformed token', () => {
    expect(getTokenExpiryMs(jwt({ sub: '1' }))).toBeNull();
    expect(getTokenExpiryMs(jwt({ exp: String(nowSeconds) }))).toBeNull();
    expect(getTokenExpiryMs('garbage')).toBeNull();
  });
});

describe('isTokenValid', () => {
  it('is true only while exp is in the future', () => {
    expect(isTokenValid(jwt({ exp: nowSeconds + 3600 }), NOW)).toBe(true);
    expect(isTokenValid(jwt({ exp: nowSeconds }), NOW)).toBe(false);
    expect(isTokenValid(jwt({ exp: nowSeconds - 1 }), NOW)).toBe(false);
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      expect(isTokenValid(jwt({ exp: nowSeconds + 1 }))).toBe(true);
      expect(isTokenValid(jwt({ exp: nowSeconds - 1 }))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([null, undefined, 42, '', 'not.a.jwt', jwt({ sub: '1' })])('is false for %s', (token) => {
    expect(isTokenValid(token, NOW)).toBe(false);
  });
});

describe('getTokenSubject', () => {
  it('reads the sub claim, and nothing from no token or a malformed one', () => {
    expect(getTokenSubject(jwt({ sub: 'acc-1', exp: nowSeconds }))).toBe('acc-1');
    expect(getTokenSubject(null)).toBeUndefined();
    expect(getTokenSubject('garbage')).toBeUndefined();
  });
});

describe('isSameSubject', () => {
  it('is true for two tokens of one sub, false for two subs', () => {
    expect(isSameSubject(jwt({ sub: 'acc-1', n: 1 }), jwt({ sub: 'acc-1', n: 2 }))).toBe(true);
    expect(isSameSubject(jwt({ sub: 'acc-1' }), jwt({ sub: 'acc-2' }))).toBe(false);
  });

  it('never takes two tokens without a sub (or unreadable ones) for the same user', () => {
    expect(isSameSubject(jwt({ exp: nowSeconds, n: 1 }), jwt({ exp: nowSeconds, n: 2 }))).toBe(false);
    expect(isSameSubject(jwt({ sub: '', n: 1 }), jwt({ sub: '', n: 2 }))).toBe(false);
    expect(isSameSubject(jwt({ sub: 7 }), jwt({ sub: 7 }))).toBe(false);
    expect(isSameSubject('garbage', 'rubbish')).toBe(false);
    expect(isSameSubject(null, null)).toBe(false);
    expect(isSameSubject(jwt({ sub: 'acc-1' }), null)).toBe(false);
  });
});
