// Helpers for the demo-backend tests (not used by the app).
import { decodeJwt } from 'jose';
import { REFRESH_COOKIE } from './cookies';
import { CLIENT_ACCESS_KEY } from './handlers/http';
import type { TokenPayload } from './token';

const API_ORIGIN = 'http://localhost:3000';

type CallOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  clientAccess?: boolean;
  origin?: string;
  /** The refresh cookie to send; `''` sends it empty, so nothing a cookie jar kept is added (msw/node keeps one). */
  refreshCookie?: string;
};

/** Calls the product API the way the portal does: JSON body, client-access key, optional bearer. */
export function callApi(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, token, clientAccess = true } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (clientAccess) headers['X-Client-Access'] = CLIENT_ACCESS_KEY;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.refreshCookie !== undefined) headers.Cookie = `${REFRESH_COOKIE}=${options.refreshCookie}`;
  return fetch(`${options.origin ?? API_ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function loginToken(cnpj = '11222333000181', password = 'Demo@1234'): Promise<string> {
  const response = await callApi('/v1/Auth/login', { body: { cnpj, password } });
  const json = (await response.json()) as { token?: string };
  if (!json.token) throw new Error(`login failed with ${response.status}`);
  return json.token;
}

/** The refresh cookie's value a Set-Cookie header carries ('' when it clears it), else undefined. */
export function refreshCookieIn(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`));
  return line?.slice(REFRESH_COOKIE.length + 1).split(';')[0];
}

/** Signs in with 'Manter conectado': the token and the refresh cookie's value. */
export async function keptSession(cnpj = '11222333000181', options: Pick<CallOptions, 'origin' | 'headers'> = {}) {
  const response = await callApi('/v1/Auth/login', { ...options, body: { cnpj, password: 'Demo@1234', keepConnected: true } });
  const json = (await response.json()) as { token?: string };
  const refresh = refreshCookieIn(response);
  if (!json.token || !refresh) throw new Error(`login kept no session (${response.status})`);
  return { token: json.token, refresh };
}

/** The claims of a token the demo backend issued (read, not verified: jose's decoder, not the portal's). */
export function decodePayload(token: string): TokenPayload {
  return decodeJwt(token) as unknown as TokenPayload;
}
