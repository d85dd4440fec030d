import { buildTimeConfig, type AppConfig } from './appConfig';

type RuntimeConfigResult = { ok: true; config: AppConfig; source: 'file' | 'build' } | { ok: false; error: string };

const STRING_KEYS = [
  'brandName',
  'supportEmail',
  'supportPhone',
  'apiUrl',
  'cmsUrl',
  'clientAccessKey',
  'graphqlUrl',
  'gaTagId',
  'payeeCnpj',
] as const satisfies readonly (keyof AppConfig)[];

/** Validates a parsed config.json; unknown keys are ignored, known keys must have the right type. */
export const parseRuntimeConfig = (raw: unknown): Partial<AppConfig> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('o arquivo deve conter um objeto JSON');
  }
  const input = raw as Record<string, unknown>;
  const result: Partial<AppConfig> = {};
  for (const key of STRING_KEYS) {
    if (input[key] === undefined) continue;
    if (typeof input[key] !== 'string') throw new Error(`o campo "${key}" deve ser um texto`);
    result[key] = input[key];
  }
  if (input.apiMocking !== undefined) {
    if (typeof input.apiMocking !== 'boolean') throw new Error('o campo "apiMocking" deve ser true ou false');
    result.apiMocking = input.apiMocking;
  }
  return result;
};

const fromBuild: RuntimeConfigResult = { ok: true, config: buildTimeConfig, source: 'build' };

/**
 * Reads /config.json once at start; a missing file keeps the build-time defaults. Only a build that carries the demo
 * backend (`demoBuild`: the demo build and the dev server, `VITE_API_MOCKING=enabled`) may turn mocking on.
 */
export const loadRuntimeConfig = async (
  fetchImpl: typeof fetch = fetch,
  url = '/config.json',
  demoBuild = import.meta.env.VITE_API_MOCKING === 'enabled',
): Promise<RuntimeConfigResult> => {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    return fromBuild;
  }
  if (response.status === 404 || !response.ok) {
    return fromBuild;
  }
  const text = await response.text();
  // Dev servers answer unknown files with index.html: that is "no config file", not a broken one.
  if (text.trimStart().startsWith('<')) {
    return fromBuild;
  }
  try {
    const overrides = parseRuntimeConfig(JSON.parse(text));
    if (overrides.apiMocking && !demoBuild) throw new Error('o campo "apiMocking" só pode ser true na versão de demonstração do portal');
    return { ok: true, config: Object.freeze({ ...buildTimeConfig, ...overrides }), source: 'file' };
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'o arquivo não é um JSON válido' : (error as Error).message;
    return { ok: false, error: `Configuração inválida em ${url}: ${reason}.` };
  }
};
