// @vitest-environment node
// The demo backend keeps the OpenAPI contract (openapi/*.yaml) over HTTP: every handler's answers, success and
// error rows, go through a JSON Schema 2020-12 validator of the documented responses and headers. A drift fails here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '../handlers';
import { loadContracts, readAnswer, type ContractOperation } from './contract';
import { contentCases, productCases, runCase, type ContractCase } from './contractCases';
import { energyCases } from './energyContractCases';
import { serveDemoApi } from './harness';
import '@test/demoBackend';

const api = serveDemoApi();
const contract = loadContracts();
const handlerRoutes = handlers.map((handler) => {
  const { method, path } = handler.info as { method: string; path: string };
  return { method, path: String(path).replace(/^\*/, '').replace(/:(\w+)/g, '0') };
});
const served = (op: ContractOperation) => handlerRoutes.some(({ method, path }) => contract.find(method, path) === op);
const productOperations = contract.operations.filter((op) => op.api === 'product');

/** Blanket rows every product route answers: the fault scenarios and a missing client key. */
const blanketCases: ContractCase[] = productOperations
  .filter((op) => op.template !== '/graphql')
  .flatMap(({ method, template }) => {
    const base = { method: method as ContractCase['method'], path: template, body: method === 'POST' ? {} : undefined };
    return [
      { ...base, name: `${template} server-error`, status: 500, scenario: 'server-error' as const, invalidRequest: true },
      { ...base, name: `${template} rate-limit`, status: 429, scenario: 'rate-limit' as const, invalidRequest: true },
      { ...base, name: `${template} without client key`, status: 401, clientAccess: false, invalidRequest: true },
    ];
  });

const exercised = new Set<string>();
afterEach(() => {
  vi.useRealTimers();
});

// The coverage check reads what the cases before it exercised: they keep their order, even in a shuffled run.
describe('the contract', { shuffle: false }, () => {
  describe.each([
    ['product API', productCases],
    ['energy calls', energyCases],
    ['content service', contentCases],
    ['every product route', blanketCases],
  ])('%s answers as openapi/ documents', (_group, cases) => {
    it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
      if (testCase.body !== undefined && typeof testCase.body !== 'string' && !testCase.invalidRequest) {
        expect(contract.validateRequest(testCase.method, testCase.path, testCase.body)).toEqual([]);
      }
      const response = await runCase(testCase, api.call);
      const answer = await readAnswer(response);
      expect(answer.status, JSON.stringify(answer.body)).toBe(testCase.status);
      expect(contract.validateResponse(testCase.method, testCase.path, answer)).toEqual([]);
      exercised.add(`${contract.find(testCase.method, testCase.path)?.operation.operationId}:${answer.status}`);
    });
  });

  describe('coverage of the contract', () => {
    it('documents every demo handler and exercises every documented operation', () => {
      const undocumented = handlerRoutes.filter(({ method, path }) => !contract.find(method, path));
      expect(undocumented).toEqual([]);
      const unserved = contract.operations.filter((op) => !served(op)).map((op) => op.operation.operationId);
      expect(unserved).toEqual([]);
      const untested = contract.operations
        .map((op) => op.operation.operationId)
        .filter((id) => ![...exercised].some((key) => key.startsWith(`${id}:2`)));
      expect(untested).toEqual([]);
    });
  });
});

describe('the validator itself', () => {
  it('fails a drifted answer: a renamed field, a wrong type, an undocumented status', async () => {
    const response = await runCase(productCases.find((testCase) => testCase.name === 'contracts')!, api.call);
    const { contracts } = (await response.json()) as { contracts: Record<string, unknown>[] };
    const [first] = contracts;
    const renamed = { ...first, codigo: first?.code, code: undefined };
    const drifted = { status: 200, contentType: 'application/json', body: { contracts: [JSON.parse(JSON.stringify(renamed))] } };
    expect(contract.validateResponse('POST', '/v1/Account/my-contracts', drifted)).toContain("/contracts/0 must have required property 'code'");
    const wrongType = { status: 200, contentType: 'application/json', body: [{ id: 'x', mesFechamento: '3', createdAt: 'ontem', fileNFeBase64: '', fileBoletoBase64: '' }] };
    expect(contract.validateResponse('GET', '/v1/Account/my-invoices', wrongType)).toEqual(
      expect.arrayContaining(['/0/mesFechamento must be integer', '/0/createdAt must match format "date-time"']),
    );
    const teapot = { status: 418, contentType: 'application/json', body: { message: 'x' } };
    expect(contract.validateResponse('GET', '/v1/account/my-account', teapot)).toEqual(['myAccount: status 418 is not documented']);
    expect((await api.call('/v1/Auth/login', { body: { cnpj: '1', password: '' } })).status).toBe(400);
  });

  it('fails a missing or malformed header, and a cookie the answer should not set', () => {
    const json = { contentType: 'application/json', body: { message: 'x' } };
    const locked = { ...json, status: 429, headers: { 'set-cookie': [] } };
    expect(contract.validateResponse('POST', '/v1/Auth/login', locked)).toEqual(['login 429: header retry-after is missing']);
    const soon = { ...locked, headers: { 'set-cookie': [], 'retry-after': ['amanhã'] } };
    expect(contract.validateResponse('POST', '/v1/Auth/login', soon)).toEqual(['login 429: header retry-after must be integer']);
    const laxCookie = ['aurora_refresh=sid.x.y; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax'];
    const rotated = { ...json, status: 200, body: { token: 'a.b.c' }, headers: { 'set-cookie': laxCookie } };
    expect(contract.validateResponse('POST', '/v1/auth/refresh-token', rotated)).toEqual([
      expect.stringMatching(/^refreshToken 200: header set-cookie must match pattern "\^aurora_refresh=/),
    ]);
    const registered = { ...json, status: 401, headers: { 'set-cookie': ['aurora_refresh=x'] } };
    expect(contract.validateResponse('GET', '/v1/account/my-account', registered)).toEqual(['myAccount 401: Set-Cookie is not documented']);
  });
});
