// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { buildTimeConfig } from './appConfig';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

/** A fetch that answers every request with one fixed response (the app fetches only /config.json here). */
const answering = (body: string, init: ResponseInit = {}) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status: 200, ...init }));

const json = (value: unknown) => answering(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });

describe('loadRuntimeConfig: a missing or unusable file keeps the build-time defaults', () => {
  it('reads /config.json without the HTTP cache', async () => {
    const fetchImpl = json({});
    await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('a 404 (no file deployed) → build defaults', async () => {
    const result = await loadRuntimeConfig(answering('Not Found', { status: 404 }));
    expect(result).toEqual({ ok: true, config: buildTimeConfig, source: 'build' });
  });

  it('a network failure → build defaults', async () => {
    const result = await loadRuntimeConfig(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(result).toEqual({ ok: true, config: buildTimeConfig, source: 'build' });
  });

  it('an HTML answer (a server falling back to index.html) → build defaults, not an error', async () => {
    const html = '\n  <!doctype html><html lang="pt-BR"><head><title>Aurora Energia</title></head><body></body></html>';
    const result = await loadRuntimeConfig(answering(html, { headers: { 'Content-Type': 'text/html' } }));
    expect(result).toEqual({ ok: true, config: buildTimeConfig, source: 'build' });
  });
});

describe('loadRuntimeConfig: a valid file overrides the defaults', () => {
  it('every key it sets wins; keys it omits keep the build value; unknown keys are ignored', async () => {
    const file = {
      brandName: 'Aurora Energia Homologação',
      supportEmail: 'suporte@homolog.auroraenergia.com.br',
      supportPhone: '5531999990000',
      apiUrl: 'https://api.homolog.auroraenergia.com.br/',
      cmsUrl: 'https://cms.homolog.auroraenergia.com.br/api',
      clientAccessKey: 'portal-web-homolog',
      graphqlUrl: 'https://graphql.homolog.auroraenergia.com.br/graphql',
      gaTagId: 'G-HOMOLOG1',
      payeeCnpj: '98.765.432/0001-98',
      apiMocking: true,
      comentario: 'ignorado',
    };
    const result = await loadRuntimeConfig(json(file), '/config.json', true);
    const { comentario: _ignored, ...known } = file;
    expect(result).toEqual({ ok: true, config: known, source: 'file' });
  });

  it('a partial file changes only its keys', async () => {
    const result = await loadRuntimeConfig(json({ brandName: 'Aurora Homologação' }));
    expect(result).toEqual({ ok: true, config: { ...buildTimeConfig, brandName: 'Aurora Homologação' }, source: 'file' });
  });

  it('apiMocking false turns the demo backend off even when the build enabled it', async () => {
    const result = await loadRuntimeConfig(json({ apiMocking: false }), '/config.json', true);
    expect(result.ok && result.config.apiMocking).toBe(false);
  });
});

describe('loadRuntimeConfig: only the demo build may mock the API', () => {
  it('the demo build (and the dev server) turn the demo backend on from config.json', async () => {
    const result = await loadRuntimeConfig(json({ apiMocking: true }), '/config.json', true);
    expect(result).toEqual({ ok: true, config: { ...buildTimeConfig, apiMocking: true }, source: 'file' });
  });

  it('the production build refuses it with a configuration error (it carries no demo backend to turn on)', async () => {
    const result = await loadRuntimeConfig(json({ apiMocking: true, brandName: 'Aurora Energia' }), '/config.json', false);
    expect(result).toEqual({
      ok: false,
      error: 'Configuração inválida em /config.json: o campo "apiMocking" só pode ser true na versão de demonstração do portal.',
    });
    expect((await loadRuntimeConfig(json({ apiMocking: false }), '/config.json', false)).ok).toBe(true);
  });
});

describe('loadRuntimeConfig: a malformed file is an error result (the app shows the error page)', () => {
  it.each([
    ['malformed JSON', '{"apiUrl": "https://api.exemplo.com.br",}', 'Configuração inválida em /config.json: o arquivo não é um JSON válido.'],
    ['a string where text is expected', JSON.stringify({ brandName: 42 }), 'Configuração inválida em /config.json: o campo "brandName" deve ser um texto.'],
    ['apiMocking as a string', JSON.stringify({ apiMocking: 'true' }), 'Configuração inválida em /config.json: o campo "apiMocking" deve ser true ou false.'],
    ['an array instead of an object', JSON.stringify([{ apiMocking: true }]), 'Configuração inválida em /config.json: o arquivo deve conter um objeto JSON.'],
    ['null', 'null', 'Configuração inválida em /config.json: o arquivo deve conter um objeto JSON.'],
  ])('%s', async (_case, body, message) => {
    const result = await loadRuntimeConfig(answering(body, { headers: { 'Content-Type': 'application/json' } }));
    expect(result).toEqual({ ok: false, error: message });
  });
});

describe('parseRuntimeConfig', () => {
  it('returns only the known keys, typed', () => {
    expect(parseRuntimeConfig({ apiUrl: '/', apiMocking: false, extra: 1 })).toEqual({ apiUrl: '/', apiMocking: false });
  });

  it('accepts empty strings (e.g. no GraphQL, no analytics)', () => {
    expect(parseRuntimeConfig({ graphqlUrl: '', gaTagId: '' })).toEqual({ graphqlUrl: '', gaTagId: '' });
  });

  it.each([[{ supportPhone: 5511940028922 }], [{ gaTagId: null }], [{ apiMocking: 1 }]])('rejects %j', (raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(/deve ser/);
  });
});
