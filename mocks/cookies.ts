/**
 * The refresh cookie `aurora_refresh`: HttpOnly, SameSite=Strict, sent back only to the refresh call, 30 days,
 * Secure on https. Over HTTP and in msw/node it travels as a real Set-Cookie / Cookie pair. In the browser demo no
 * script can set an HttpOnly cookie (MSW's copy into `document.cookie` is dropped by the browser, and its own jar is a
 * per-tab copy that a second tab never sees rotate), so there a small jar in local storage stands in for the
 * browser's: it takes the same Set-Cookie line and gives the value back only where the browser would.
 */
export const REFRESH_COOKIE = 'aurora_refresh';
const REFRESH_COOKIE_PATH = '/v1/auth/refresh-token';
const REFRESH_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
/** local-storage key of the browser demo's stand-in jar. */
export const BROWSER_COOKIE_KEY = 'demo-refresh-cookie';

type JarStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type StoredCookie = { value: string; path: string; expiresAt: number; secure: boolean };

let browserJar: JarStorage | null = null;

/** Browser demo only: the refresh cookie lives in `storage` in place of the browser's own jar. */
export function keepRefreshCookieIn(storage: JarStorage | null): void {
  browserJar = storage;
}

/** Secure when the portal is on https, directly or behind a TLS proxy that says so. */
const onHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

/** The Set-Cookie line: the value for 30 days, or (null) the cookie cleared. */
function refreshSetCookie(request: Request, value: string | null): string {
  return [
    `${REFRESH_COOKIE}=${value ?? ''}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${value === null ? 0 : REFRESH_COOKIE_MAX_AGE}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(onHttps(request) ? ['Secure'] : []),
  ].join('; ');
}

/** Headers that set (or clear) the refresh cookie; in the browser demo the stand-in jar takes it instead. */
export function refreshCookieHeaders(request: Request, value: string | null): Record<string, string> {
  const line = refreshSetCookie(request, value);
  if (!browserJar) return { 'Set-Cookie': line };
  const attribute = (name: string) => new RegExp(`;\\s*${name}(?:=([^;]*))?`, 'i').exec(line);
  const maxAge = Number(attribute('Max-Age')?.[1] ?? 0);
  if (value === null || maxAge <= 0) browserJar.removeItem(BROWSER_COOKIE_KEY);
  else {
    const stored: StoredCookie = { value, path: attribute('Path')?.[1] ?? '/', expiresAt: Date.now() + maxAge * 1000, secure: Boolean(attribute('Secure')) };
    browserJar.setItem(BROWSER_COOKIE_KEY, JSON.stringify(stored));
  }
  return {};
}

/** RFC 6265 §5.1.4: the cookie's path is the request's, or a prefix of it up to a `/`. */
const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath || (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

function fromBrowserJar(jar: JarStorage, request: Request): string | undefined {
  try {
    const cookie = JSON.parse(jar.getItem(BROWSER_COOKIE_KEY) ?? 'null') as StoredCookie | null;
    const url = new URL(request.url);
    const sent = cookie && cookie.expiresAt > Date.now() && pathMatches(url.pathname, cookie.path) && (!cookie.secure || onHttps(request));
    return sent ? cookie.value : undefined;
  } catch {
    return undefined;
  }
}

/** The refresh cookie's value as the request carries it (an empty value counts as none). */
export function refreshCookieOf(request: Request, cookies: Record<string, string>): string | undefined {
  const value = browserJar ? fromBrowserJar(browserJar, request) : cookies[REFRESH_COOKIE];
  return value || undefined;
}
