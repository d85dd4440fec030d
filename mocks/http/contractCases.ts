// The answers the contract test checks over HTTP: every demo handler, its success rows and its error rows.
import { vi } from 'vitest';
import type { ScenarioName } from '../scenarios';
import { refreshCookieIn } from '../testing';
import type { serveDemoApi } from './harness';

/** The harness's call: the demo backend over a real socket. */
type Call = ReturnType<typeof serveDemoApi>['call'];

export type ContractCase = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sign in first (this document) and send the bearer token. */
  as?: string;
  /** The refresh cookie to send (none when absent). */
  cookie?: (call: Call) => Promise<string>;
  scenario?: ScenarioName;
  clientAccess?: boolean;
  /** The body is deliberately off-contract (a 400 row). */
  invalidRequest?: boolean;
  /** Runs before the call (e.g. a password step or five wrong logins). */
  before?: (call: Call) => Promise<unknown>;
};

const MARIANA = '11222333000181';
const CARLOS = '52998224725';
const BEATRIZ = '45723174000110';
const NEW_CPF = '39053344705';
const CARLOS_EMAIL = 'carlos.lima@exemplo.com.br';
const HORIZONTE = '27182818000129';
const REPORT = { assetId: 'ua-loja-centro', year: 2025, month: 3 };
const PREVIEW = { preview: 'true' };
const carlosPasswordStep = (call: Call) => call('/v1/Auth/login', { body: { cnpj: CARLOS, password: 'Demo@1234' } });
/** The password step sent a code; a new one may be asked 60 s later (the test's clock moves, timers stay real). */
const passwordStepAMinuteAgo = async (call: Call) => {
  await carlosPasswordStep(call);
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
};
const resendOnce = async (call: Call) => {
  await carlosPasswordStep(call);
  await call('/v1/Auth/mfa/resend', { body: { email: CARLOS_EMAIL } });
};
const wrongLogins = async (call: Call) => {
  for (let i = 0; i < 5; i += 1) await call('/v1/Auth/login', { body: { cnpj: MARIANA, password: 'errada' } });
};
const wrongCodes = async (call: Call, times: number) => {
  await carlosPasswordStep(call);
  for (let i = 0; i < times; i += 1) await call('/v1/Auth/mfa/verify', { body: { email: CARLOS_EMAIL, code: '000000' } });
};
/** Signs in with 'Manter conectado' and gives the refresh cookie it set. */
const keptCookie = async (call: Call) =>
  refreshCookieIn(await call('/v1/Auth/login', { body: { cnpj: MARIANA, password: 'Demo@1234', keepConnected: true } })) ?? '';
/** A cookie value already spent by a refresh. */
const spentCookie = async (call: Call) => {
  const cookie = await keptCookie(call);
  await call('/v1/auth/refresh-token', { method: 'POST', refreshCookie: cookie });
  return cookie;
};
const KEEP = { keepConnected: true };

export const productCases: ContractCase[] = [
  { name: 'login', method: 'POST', path: '/v1/Auth/login', status: 200, body: { cnpj: MARIANA, password: 'Demo@1234' } },
  { name: 'login asking for MFA', method: 'POST', path: '/v1/Auth/login', status: 200, body: { cnpj: CARLOS, password: 'Demo@1234' } },
  { name: 'login keeping the session', method: 'POST', path: '/v1/Auth/login', status: 200, body: { cnpj: MARIANA, password: 'Demo@1234', ...KEEP } },
  { name: 'login short-token', method: 'POST', path: '/v1/Auth/login', status: 200, body: { cnpj: MARIANA, password: 'Demo@1234' }, scenario: 'short-token' },
  { name: 'login wrong password', method: 'POST', path: '/v1/Auth/login', status: 401, body: { cnpj: MARIANA, password: 'errada' } },
  { name: 'login locked', method: 'POST', path: '/v1/Auth/login', status: 429, body: { cnpj: MARIANA, password: 'Demo@1234' }, before: wrongLogins },
  { name: 'login without password', method: 'POST', path: '/v1/Auth/login', status: 400, body: { cnpj: MARIANA }, invalidRequest: true },
  { name: 'MFA code', method: 'POST', path: '/v1/Auth/mfa/verify', status: 200, body: { email: CARLOS_EMAIL, code: '123456' }, before: carlosPasswordStep },
  { name: 'MFA code keeping the session', method: 'POST', path: '/v1/Auth/mfa/verify', status: 200, body: { email: CARLOS_EMAIL, code: '123456', ...KEEP }, before: carlosPasswordStep },
  { name: 'MFA fifth wrong code', method: 'POST', path: '/v1/Auth/mfa/verify', status: 429, body: { email: CARLOS_EMAIL, code: '000000' }, before: (call) => wrongCodes(call, 4) },
  { name: 'MFA right code in a locked step', method: 'POST', path: '/v1/Auth/mfa/verify', status: 429, body: { email: CARLOS_EMAIL, code: '123456' }, before: (call) => wrongCodes(call, 5) },
  { name: 'login into a locked code step', method: 'POST', path: '/v1/Auth/login', status: 429, body: { cnpj: CARLOS, password: 'Demo@1234' }, before: (call) => wrongCodes(call, 5) },
  { name: 'MFA wrong code', method: 'POST', path: '/v1/Auth/mfa/verify', status: 400, body: { email: CARLOS_EMAIL, code: '000000' }, before: carlosPasswordStep },
  { name: 'MFA resend', method: 'POST', path: '/v1/Auth/mfa/resend', status: 200, body: { email: CARLOS_EMAIL }, before: passwordStepAMinuteAgo },
  { name: 'MFA resend within 60 s', method: 'POST', path: '/v1/Auth/mfa/resend', status: 429, body: { email: CARLOS_EMAIL }, before: resendOnce },
  { name: 'register', method: 'POST', path: '/v1/account/register', status: 201, body: { cnpj: NEW_CPF, password: 'Senha1234', firstName: 'Ana', lastName: 'Reis', email: 'ana.reis@exemplo.com.br' } },
  { name: 'register taken', method: 'POST', path: '/v1/account/register', status: 409, body: { cnpj: MARIANA, password: 'Senha1234', firstName: 'Ana', lastName: 'Reis' } },
  { name: 'register invalid document', method: 'POST', path: '/v1/account/register', status: 400, body: { cnpj: '11111111111', password: 'Senha1234', firstName: 'Ana', lastName: 'Reis' } },
  { name: 'logout', method: 'POST', path: '/v1/Auth/logout', status: 200, body: { email: 'mariana.souza@exemplo.com.br' }, as: MARIANA },
  { name: 'logout without a JSON object', method: 'POST', path: '/v1/Auth/logout', status: 400, body: '[]', invalidRequest: true },
  { name: 'refresh', method: 'POST', path: '/v1/auth/refresh-token', status: 200, cookie: keptCookie },
  { name: 'refresh without a session', method: 'POST', path: '/v1/auth/refresh-token', status: 401 },
  { name: 'refresh with a bearer token alone', method: 'POST', path: '/v1/auth/refresh-token', status: 401, as: MARIANA },
  { name: 'refresh with a spent cookie', method: 'POST', path: '/v1/auth/refresh-token', status: 401, cookie: spentCookie },
  { name: 'refresh-fails', method: 'POST', path: '/v1/auth/refresh-token', status: 401, cookie: keptCookie, scenario: 'refresh-fails' },
  { name: 'my account', method: 'GET', path: '/v1/account/my-account', status: 200, as: BEATRIZ },
  { name: 'my account without a token', method: 'GET', path: '/v1/account/my-account', status: 401 },
  { name: 'forgot password', method: 'POST', path: '/v1/Auth/forgot-password', status: 200, body: { Email: 'ninguem@exemplo.com.br' } },
  { name: 'forgot password bad e-mail', method: 'POST', path: '/v1/Auth/forgot-password', status: 400, body: { Email: 'x' }, invalidRequest: true },
  { name: 'reset password', method: 'POST', path: '/v1/Auth/reset-password', status: 200, body: { email: 'mariana.souza@exemplo.com.br', code: '654321', password: 'NovaSenha1' } },
  { name: 'reset password wrong code', method: 'POST', path: '/v1/Auth/reset-password', status: 400, body: { email: 'mariana.souza@exemplo.com.br', code: '111111', password: 'NovaSenha1' } },
  { name: 'first access', method: 'POST', path: '/v1/Auth/first-access', status: 200, body: { cnpj: NEW_CPF, email: 'ana.reis@exemplo.com.br' } },
  { name: 'first access taken', method: 'POST', path: '/v1/Auth/first-access', status: 409, body: { cnpj: '11.222.333/0001-81', email: 'mariana.souza@exemplo.com.br' } },
  { name: 'first access invalid document', method: 'POST', path: '/v1/Auth/first-access', status: 400, body: { cnpj: '11111111111', email: 'ana.reis@exemplo.com.br' } },
  { name: 'contracts', method: 'POST', path: '/v1/Account/my-contracts', status: 200, body: { physicalAssetId: 'ua-loja-centro' }, as: MARIANA },
  { name: 'contracts none', method: 'POST', path: '/v1/Account/my-contracts', status: 200, body: { physicalAssetId: 'ua-deposito-betim' }, as: MARIANA },
  { name: 'contracts foreign unit', method: 'POST', path: '/v1/Account/my-contracts', status: 403, body: { physicalAssetId: 'ua-loja-centro' }, as: BEATRIZ },
  { name: 'invoices', method: 'GET', path: '/v1/Account/my-invoices', status: 200, headers: { cnpj: '11.222.333/0001-81' }, as: MARIANA },
  { name: 'invoices files-missing', method: 'GET', path: '/v1/Account/my-invoices', status: 200, headers: { cnpj: MARIANA }, as: MARIANA, scenario: 'files-missing' },
  { name: 'invoices none', method: 'GET', path: '/v1/Account/my-invoices', status: 200, headers: { cnpj: BEATRIZ }, as: BEATRIZ },
  { name: 'invoices without cnpj', method: 'GET', path: '/v1/Account/my-invoices', status: 400, as: MARIANA },
  { name: 'invoices foreign cnpj', method: 'GET', path: '/v1/Account/my-invoices', status: 403, headers: { cnpj: CARLOS }, as: MARIANA },
  { name: 'invoices of one unit', method: 'GET', path: '/v1/Account/my-invoices?physicalAssetId=ua-horizonte-042', status: 200, headers: { cnpj: HORIZONTE }, as: HORIZONTE },
  { name: 'invoices of a 240-unit account, files left out', method: 'GET', path: '/v1/Account/my-invoices', status: 200, headers: { cnpj: HORIZONTE }, as: HORIZONTE },
  { name: 'invoices of a foreign unit', method: 'GET', path: '/v1/Account/my-invoices?physicalAssetId=ua-loja-centro', status: 403, headers: { cnpj: HORIZONTE }, as: HORIZONTE },
  { name: 'units summary', method: 'GET', path: '/v1/Account/my-units-summary', status: 200, as: HORIZONTE },
  { name: 'units summary of one unit', method: 'GET', path: '/v1/Account/my-units-summary', status: 200, as: BEATRIZ },
  { name: 'units summary of three units, one without a supply contract', method: 'GET', path: '/v1/Account/my-units-summary', status: 200, as: MARIANA },
  { name: 'units summary without a token', method: 'GET', path: '/v1/Account/my-units-summary', status: 401 },
  { name: 'contract file', method: 'POST', path: '/v1/Operation/download-contract', status: 200, body: { contractId: 'ct-loja-centro-2022' }, as: MARIANA },
  { name: 'contract file unknown', method: 'POST', path: '/v1/Operation/download-contract', status: 404, body: { contractId: 'ct-nao-existe' }, as: MARIANA },
  { name: 'contract file files-missing', method: 'POST', path: '/v1/Operation/download-contract', status: 404, body: { contractId: 'ct-loja-centro-2022' }, as: MARIANA, scenario: 'files-missing' },
  { name: 'report', method: 'POST', path: '/v1/Account/find-economic-report', status: 200, body: REPORT, as: MARIANA },
  { name: 'report of a unit without contracts', method: 'POST', path: '/v1/Account/find-economic-report', status: 200, body: { ...REPORT, assetId: 'ua-deposito-betim' }, as: MARIANA },
  { name: 'report bad month', method: 'POST', path: '/v1/Account/find-economic-report', status: 400, body: { ...REPORT, month: 13 }, as: MARIANA, invalidRequest: true },
  { name: 'report foreign unit', method: 'POST', path: '/v1/Account/find-economic-report', status: 403, body: REPORT, as: BEATRIZ },
  { name: 'economy summary', method: 'GET', path: '/v1/Account/economy-summary?year=2025', status: 200, as: MARIANA },
  { name: 'economy summary of 240 units', method: 'GET', path: '/v1/Account/economy-summary?year=2025', status: 200, as: HORIZONTE },
  { name: 'economy summary of a year not yet begun', method: 'GET', path: '/v1/Account/economy-summary?year=2099', status: 200, as: MARIANA },
  { name: 'economy summary bad year', method: 'GET', path: '/v1/Account/economy-summary?year=ontem', status: 400, as: MARIANA },
  { name: 'economy summary without a token', method: 'GET', path: '/v1/Account/economy-summary?year=2025', status: 401 },
  { name: 'GraphQL report', method: 'POST', path: '/graphql', status: 200, body: { operationName: 'EconomicReport', query: 'query EconomicReport { economicReport { companyId } }', variables: REPORT } },
  { name: 'GraphQL errors', method: 'POST', path: '/graphql', status: 200, body: { query: 'query EconomicReport { economicReport { companyId } }' }, scenario: 'server-error' },
];

export const contentCases: ContractCase[] = [
  { name: 'health', method: 'GET', path: '/api/health/live', status: 200 },
  { name: 'health cms-down', method: 'GET', path: '/api/health/live', status: 503, scenario: 'cms-down' },
  ...['/api/v1/site/item', '/api/v1/site/menu/all/0', '/api/v1/site/menu/all/7', '/api/v1/site/buttons', '/api/v1/site/components'].flatMap(
    (path): ContractCase[] => [
      { name: path, method: 'GET', path, status: 200, headers: PREVIEW },
      { name: `${path} without preview`, method: 'GET', path, status: 400 },
      { name: `${path} cms-down`, method: 'GET', path, status: 503, headers: PREVIEW, scenario: 'cms-down' },
    ],
  ),
];

/** Signs in as the case asks and makes the call, its scenario in the `X-Demo-Scenario` header. */
export async function runCase(testCase: ContractCase, call: Call): Promise<Response> {
  await testCase.before?.(call);
  const token = testCase.as ? await loginToken(call, testCase.as) : undefined;
  const refreshCookie = testCase.cookie ? await testCase.cookie(call) : undefined;
  return call(testCase.path, {
    method: testCase.method,
    body: testCase.body,
    token,
    refreshCookie,
    headers: testCase.headers,
    clientAccess: testCase.clientAccess ?? true,
    scenario: testCase.scenario,
  });
}

async function loginToken(call: Call, cnpj: string): Promise<string> {
  const answer = (await (await call('/v1/Auth/login', { body: { cnpj, password: 'Demo@1234' } })).json()) as { token: string };
  return answer.token;
}
