import { compactVerify, jwtVerify, SignJWT } from 'jose';
import { getScenario } from './scenarios';

/**
 * Access tokens: JWTs signed with HMAC-SHA256 (jose, Web Crypto: the same code in Node and in the browser demo).
 * `sid` names the server session the token belongs to; logout, expiry and refresh failure end that session.
 */
export type TokenPayload = { sub: string; sid: string; email: string; iat: number; exp: number };
type TokenSubject = Pick<TokenPayload, 'sub' | 'sid' | 'email'>;

export const TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SHORT_TOKEN_LIFETIME_SECONDS = 6 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'aurora-demo-backend';
/** What the demo signs with when `DEMO_TOKEN_SECRET` is unset; a real deployment sets its own. */
const DEMO_DEFAULT_SECRET = 'aurora-demo-backend-secret-not-for-production';
/** RFC 7518 §3.2: an HS256 key is at least as long as the hash, 256 bits. */
const MIN_SECRET_LENGTH = 32;

/** The signing secret: `DEMO_TOKEN_SECRET` from the environment (Node), else the demo default (always, in the browser). */
export function tokenSecret(env: Record<string, string | undefined> | undefined = globalThis.process?.env): string {
  const secret = env?.DEMO_TOKEN_SECRET || DEMO_DEFAULT_SECRET;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`DEMO_TOKEN_SECRET precisa de pelo menos ${MIN_SECRET_LENGTH} caracteres (HS256).`);
  }
  return secret;
}

const keys = new Map<string, Promise<CryptoKey>>();

/** The secret as a Web Crypto HMAC key, imported once and not extractable (no code can read the secret back from it). */
function signingKey(): Promise<CryptoKey> {
  const secret = tokenSecret();
  const known = keys.get(secret);
  if (known) return known;
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  keys.set(secret, key);
  return key;
}

/** Seconds a token issued now lives: 60 minutes, 6 under `short-token`. */
export const tokenLifetimeSeconds = (): number =>
  getScenario() === 'short-token' ? SHORT_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;

export async function issueToken(subject: TokenSubject, nowMs: number = Date.now()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ sid: subject.sid, email: subject.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(subject.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + tokenLifetimeSeconds())
    .sign(await signingKey());
}

function asPayload(claims: Record<string, unknown>): TokenPayload | null {
  const { sub, sid, email, iat, exp, iss } = claims;
  const complete =
    iss === ISSUER && typeof sub === 'string' && sub !== '' && typeof sid === 'string' && typeof email === 'string' &&
    typeof iat === 'number' && typeof exp === 'number';
  return complete ? { sub, sid, email, iat, exp } : null;
}

/** The claims of a token this backend signed (HS256 only: `none` and other algorithms are refused) and that has not expired. */
export async function verifyToken(token: string, nowMs: number = Date.now()): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      currentDate: new Date(nowMs),
    });
    return asPayload(payload);
  } catch {
    return null;
  }
}

/**
 * The claims of a token this backend signed, expired or not. Logout alone uses it: a customer whose token just
 * expired can still end the session it names, and nobody can name a session without a token signed for it.
 */
export async function verifySignatureOnly(token: string): Promise<TokenPayload | null> {
  try {
    const { payload } = await compactVerify(token, await signingKey(), { algorithms: [ALGORITHM] });
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    return claims && typeof claims === 'object' ? asPayload(claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
