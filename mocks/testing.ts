// Helpers for the demo-backend tests (not used by the app).
import { decodeJwtPayload } from '@/shared/lib/token';
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
};

/** Calls the product API the way the portal does: JSON body, client-access key, optional bearer. */
export function callApi(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, token, clientAccess = true } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (clientAccess) headers['X-Client-Access'] = CLIENT_ACCESS_KEY;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
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

/** The claims of a token the demo backend issued, read with the portal's decoder. */
export function decodePayload(token: string): TokenPayload {
  const payload = decodeJwtPayload(token);
  if (!payload) throw new Error(`not a JWT: ${token}`);
  return payload as TokenPayload;
}
