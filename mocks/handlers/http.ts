import { delay, HttpResponse, type HttpResponseResolver } from 'msw';
import { findAccountById } from '../db';
import type { AccountRecord } from '../data/types';
import { getScenario } from '../scenarios';
import { liveSession } from '../sessions';
import { verifyToken, type TokenPayload } from '../token';

const CLIENT_ACCESS_HEADER = 'X-Client-Access';
export const CLIENT_ACCESS_KEY = 'portal-web';
const SLOW_DELAY_MS = 1500;
/** What `rate-limit` tells a client to wait, like any rate limiter. */
const RATE_LIMIT_RETRY_AFTER = '60';
export const SESSION_EXPIRED = 'Sessão expirada.';

type ResolverInfo = Parameters<HttpResponseResolver>[0];
type Resolver = (info: ResolverInfo) => Response | Promise<Response>;
type Auth = { account: AccountRecord; token: TokenPayload };

export function fail(status: number, message: string, init: ResponseInit = {}): Response {
  return HttpResponse.json({ message }, { ...init, status });
}

/** `slow` delays every call, product and content alike. */
export async function applyLatency(): Promise<void> {
  if (getScenario() === 'slow') await delay(SLOW_DELAY_MS);
}

/** Every product API route goes through here: latency, blanket fault scenarios, then the client-access key. */
export function productRoute(resolver: Resolver): HttpResponseResolver {
  return async (info) => {
    await applyLatency();
    const scenario = getScenario();
    if (scenario === 'server-error') return fail(500, 'Internal Server Error');
    if (scenario === 'rate-limit') return fail(429, 'Too Many Requests', { headers: { 'Retry-After': RATE_LIMIT_RETRY_AFTER } });
    if (info.request.headers.get(CLIENT_ACCESS_HEADER) !== CLIENT_ACCESS_KEY) {
      return fail(401, 'Cliente não autorizado.');
    }
    return resolver(info);
  };
}

/** Content-service routes: latency, and `cms-down` takes the whole service out. */
export function contentRoute(resolver: Resolver): HttpResponseResolver {
  return async (info) => {
    await applyLatency();
    if (getScenario() === 'cms-down') return fail(503, 'Serviço de conteúdo indisponível.');
    return resolver(info);
  };
}

export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

/** A token this backend signed, not expired, of a known account, whose session is still alive (and the token's own). */
async function authenticate(request: Request): Promise<Auth | Response> {
  const raw = bearerToken(request);
  const token = raw ? await verifyToken(raw) : null;
  const session = token ? liveSession(token.sid) : undefined;
  const account = token && session?.accountId === token.sub ? findAccountById(token.sub) : undefined;
  if (!token || !account) return fail(401, SESSION_EXPIRED);
  return { account, token };
}

/** A product route that also needs a valid bearer token. */
export function authedRoute(resolver: (info: ResolverInfo, auth: Auth) => Response | Promise<Response>) {
  return productRoute(async (info) => {
    const auth = await authenticate(info.request);
    return auth instanceof Response ? auth : resolver(info, auth);
  });
}

type FieldKind = 'string' | 'number' | 'optional-string' | 'optional-boolean';
type Shape = Record<string, FieldKind>;
type FieldValue<K extends FieldKind> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'optional-boolean'
      ? boolean | undefined
      : string | undefined;
const EXPECTED: Record<FieldKind, string> = {
  string: 'um texto',
  'optional-string': 'um texto',
  number: 'um número',
  'optional-boolean': 'verdadeiro ou falso',
};
const fits: Record<FieldKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  'optional-string': (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  'optional-boolean': (value) => typeof value === 'boolean',
};
type BodyOf<S extends Shape> = { [K in keyof S]: FieldValue<S[K]> };

/** Parses a JSON object body and checks each field's presence and type, answering 400 like a real API. */
export async function readBody<S extends Shape>(request: Request, shape: S): Promise<BodyOf<S> | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(400, 'Requisição inválida: envie um corpo JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail(400, 'Requisição inválida: envie um objeto JSON.');
  }
  const record = body as Record<string, unknown>;
  for (const [field, kind] of Object.entries(shape)) {
    const value = record[field];
    if (kind.startsWith('optional-') && value === undefined) continue;
    if (value === undefined || value === null || (kind === 'string' && typeof value === 'string' && value.trim() === '')) {
      return fail(400, `Requisição inválida: o campo "${field}" é obrigatório.`);
    }
    if (!fits[kind](value)) return fail(400, `Requisição inválida: o campo "${field}" deve ser ${EXPECTED[kind]}.`);
  }
  return record as BodyOf<S>;
}
