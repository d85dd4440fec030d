import { decodeBase64Url, decodeJwtPayload } from '@/shared/lib/token';
import { demoDigest } from './lib/hash';
import { getScenario } from './scenarios';

export type TokenPayload = {
  sub: string;
  sid: string;
  email: string;
  iat: number;
  exp: number;
};

type TokenSubject = Pick<TokenPayload, 'sub' | 'sid' | 'email'>;

const SECRET = 'aurora-demo-backend-secret';
// The header names the demo hash honestly: this is JWT-shaped, not a signed HS256 JWT.
const HEADER = { alg: 'DEMO-FNV1A', typ: 'JWT' };
export const TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SHORT_TOKEN_LIFETIME_SECONDS = 6 * 60;

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function sign(unsigned: string): string {
  return demoDigest(`${unsigned}.${SECRET}`);
}

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.sub === 'string' &&
    typeof record.sid === 'string' &&
    typeof record.email === 'string' &&
    typeof record.iat === 'number' &&
    typeof record.exp === 'number'
  );
}

/** Issues a token for the subject; `short-token` makes it expire 6 minutes after issue. */
export function issueToken(subject: TokenSubject, nowMs: number = Date.now()): string {
  const lifetime = getScenario() === 'short-token' ? SHORT_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;
  const iat = Math.floor(nowMs / 1000);
  const payload: TokenPayload = { sub: subject.sub, sid: subject.sid, email: subject.email, iat, exp: iat + lifetime };
  const unsigned = `${base64UrlEncode(JSON.stringify(HEADER))}.${base64UrlEncode(JSON.stringify(payload))}`;
  return `${unsigned}.${sign(unsigned)}`;
}

/** Returns the payload of a well-formed, correctly signed token (and unexpired unless allowExpired), else null. */
export function verifyToken(
  token: string,
  options: { allowExpired?: boolean; nowMs?: number } = {},
): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  if (sign(`${header}.${body}`) !== signature) return null;
  // The portal's own decoder: the demo backend reads tokens exactly as the app does.
  const payload = decodeJwtPayload(token);
  if (!isPayload(payload)) return null;
  const nowSeconds = (options.nowMs ?? Date.now()) / 1000;
  if (!options.allowExpired && payload.exp <= nowSeconds) return null;
  return payload;
}

/** A refresh session outlives its access tokens: 30 days, like "Manter conectado" promises. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

type SessionIdClaims = { accountId: string; exp: number };

const SID_PREFIX = 'sid';

/**
 * A self-contained, signed session id (`sid.<accountId>.<exp>.<nonce>.<signature>`): the demo backend
 * can still verify it after a page reload wiped its memory. Cookie- and JSON-safe characters only.
 */
export function issueSessionId(accountId: string, nonce: string, nowMs: number = Date.now()): string {
  const exp = Math.floor(nowMs / 1000) + SESSION_LIFETIME_SECONDS;
  const unsigned = [SID_PREFIX, base64UrlEncode(accountId), exp.toString(36), nonce.replace(/[^\w-]/g, '')].join('.');
  return `${unsigned}.${sign(unsigned)}`;
}

/** The claims of a well-signed, unexpired session id, else null. */
export function verifySessionId(sid: string, nowMs: number = Date.now()): SessionIdClaims | null {
  const parts = sid.split('.');
  if (parts.length !== 5 || parts[0] !== SID_PREFIX) return null;
  const unsigned = parts.slice(0, 4).join('.');
  if (sign(unsigned) !== parts[4]) return null;
  const exp = Number.parseInt(parts[2] ?? '', 36);
  const accountId = decodeBase64Url(parts[1] ?? '');
  if (!accountId || !Number.isFinite(exp) || exp <= nowMs / 1000) return null;
  return { accountId, exp };
}
