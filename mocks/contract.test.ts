// @vitest-environment node
// The demo backend keeps the OpenAPI contract (openapi/*.yaml): every handler's answers, success and error
// rows, go through a JSON Schema 2020-12 validator of the documented responses. A drift fails here.
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Invoice } from '@/entities/invoice';
import type { User } from '@/entities/session';
import type { ProductSchemas } from '@/shared/api';
import { handlers } from './handlers';
import { loadContracts, readAnswer, type ContractOperation } from './http/contract';
import { contentCases, productCases, runCase, type ContractCase } from './http/contractCases';
import { setScenario } from './scenarios';
import { callApi } from './testing';

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

describe.each([
  ['product API', productCases],
  ['content service', contentCases],
  ['every product route', blanketCases],
])('%s answers as openapi/ documents', (_group, cases) => {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    if (testCase.body !== undefined && typeof testCase.body !== 'string' && !testCase.invalidRequest) {
      expect(contract.validateRequest(testCase.method, testCase.path, testCase.body)).toEqual([]);
    }
    const response = await runCase(testCase);
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
    // Checked by tsc: Invoice and User stay wider than the contract (the screens tolerate missing fields), but
    // must take every answer it allows.
    expectTypeOf<ProductSchemas['Invoice']>().toExtend<Invoice>();
    expectTypeOf<ProductSchemas['User']>().toExtend<User>();
  });
});

describe('the validator itself', () => {
  it('fails a drifted answer: a renamed field, a wrong type, an undocumented status', async () => {
    const response = await runCase(productCases.find((testCase) => testCase.name === 'contracts')!);
    const { contracts } = (await response.json()) as { contracts: Record<string, unknown>[] };
    const [first] = contracts;
    const renamed = { ...first, codigo: first?.code, code: undefined };
    const drifted = { status: 200, contentType: 'application/json', body: { contracts: [JSON.parse(JSON.stringify(renamed))] } };
    expect(contract.validateResponse('POST', '/v1/Account/my-contracts', drifted)).toContain("/contracts/0 must have required property 'code'");
    const wrongType = { status: 200, contentType: 'application/json', body: [{ id: 'x', mesFechamento: '3', createdAt: 'ontem', fileNFeBase64: '', fileBoletoBase64: '' }] };
    expect(contract.validateResponse('GET', '/v1/Account/my-invoices', wrongType)).toEqual(
      expect.arrayContaining(['/0/mesFechamento must be integer', '/0/createdAt must match format "date-time"']),
    );
    setScenario('none');
    const teapot = { status: 418, contentType: 'application/json', body: { message: 'x' } };
    expect(contract.validateResponse('GET', '/v1/account/my-account', teapot)).toEqual(['myAccount: status 418 is not documented']);
    expect((await callApi('/v1/Auth/login', { body: { cnpj: '1', password: '' } })).status).toBe(400);
  });
});
