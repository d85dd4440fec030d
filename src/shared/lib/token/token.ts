type JwtPayload = Record<string, unknown> & { exp?: unknown };

/** A base64url segment as UTF-8 text, or null when it is not one (bad characters, bytes that are not UTF-8). */
export function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    // Claims may carry accented names, so the bytes are read as UTF-8.
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The payload of a `header.payload.signature` token, or null when it is not a JSON object. */
export function decodeJwtPayload(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}

/** Whose token it is (the `sub` claim, a non-empty string), or undefined without one. */
export function getTokenSubject(token: string | null): string | undefined {
  const sub = token ? decodeJwtPayload(token)?.sub : undefined;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

/**
 * True only when both tokens name the same user: two tokens without a `sub` (or unreadable) are never taken for
 * the same user, or one tab could take another account's token as a refresh of its own.
 */
export function isSameSubject(a: string | null, b: string | null): boolean {
  const subject = getTokenSubject(a);
  return subject !== undefined && subject === getTokenSubject(b);
}

/** Expiry in epoch milliseconds (`exp` is in seconds), or null when absent. */
export function getTokenExpiryMs(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Spec §5: a token is valid only if its expiry is in the future. */
export function isTokenValid(token: unknown, now: number = Date.now()): boolean {
  if (typeof token !== 'string') return false;
  const expiry = getTokenExpiryMs(token);
  return expiry !== null && expiry > now;
}
