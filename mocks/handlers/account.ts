import { http, HttpResponse } from 'msw';
import { db, isDocumentTaken } from '../db';
import { contractsForAsset } from '../data/contracts';
import { economySummary } from '../data/economySummary';
import { buildEconomicReport } from '../data/report';
import type { AccountRecord } from '../data/types';
import { isStrongPassword, isValidDocument, isValidEmail, normalizeDocument } from '../lib/documents';
import { authedRoute, fail, productRoute, readBody } from './http';
import { INVALID_DOCUMENT, INVALID_EMAIL, WEAK_PASSWORD } from './recovery';
import { signIn, toUser } from './session';

const FOREIGN_ASSET = 'Unidade de consumo não encontrada para esta conta.';

function ownAsset(account: AccountRecord, assetId: string) {
  return account.assets.find((asset) => asset.id === assetId);
}

export const accountHandlers = () => [
  http.post(
    '*/v1/account/register',
    productRoute(async ({ request }) => {
      const body = await readBody(request, {
        cnpj: 'string',
        password: 'string',
        firstName: 'string',
        lastName: 'string',
        email: 'optional-string',
      });
      if (body instanceof Response) return body;
      const document = normalizeDocument(body.cnpj);
      if (!isValidDocument(document)) return fail(400, INVALID_DOCUMENT);
      if (!isStrongPassword(body.password)) return fail(400, WEAK_PASSWORD);
      if (body.email !== undefined && !isValidEmail(body.email)) return fail(400, INVALID_EMAIL);
      if (isDocumentTaken(document)) return fail(409, 'Já existe uma conta para este CPF/CNPJ.');
      const account: AccountRecord = {
        id: `acc-${document.toLowerCase()}`,
        document,
        password: body.password,
        email: body.email?.trim() ?? '',
        displayName: `${body.firstName.trim()} ${body.lastName.trim()}`,
        role: 'customer',
        mfaCode: null,
        companyId: `emp-${document.toLowerCase()}`,
        address: { street: '', number: '', neighborhood: '', city: '', state: '', zipcode: '' },
        assets: [],
      };
      db.accounts.push(account);
      // No 'Manter conectado' here: the new account's session ends with its token.
      return signIn(account, { request, status: 201 });
    }),
  ),

  http.get(
    '*/v1/account/my-account',
    authedRoute((_info, { account }) => HttpResponse.json({ user: toUser(account) })),
  ),

  http.post(
    '*/v1/Account/my-contracts',
    authedRoute(async ({ request }, { account }) => {
      const body = await readBody(request, { physicalAssetId: 'string' });
      if (body instanceof Response) return body;
      if (!ownAsset(account, body.physicalAssetId)) return fail(403, FOREIGN_ASSET);
      return HttpResponse.json({ contracts: contractsForAsset(body.physicalAssetId, new Date()) });
    }),
  ),

  http.post(
    '*/v1/Account/find-economic-report',
    authedRoute(async ({ request }, { account }) => {
      const body = await readBody(request, { assetId: 'string', year: 'number', month: 'number' });
      if (body instanceof Response) return body;
      const { assetId, year, month } = body;
      if (!Number.isInteger(year) || year < 1900 || year > 2099) return fail(400, 'Ano inválido.');
      if (!Number.isInteger(month) || month < 1 || month > 12) return fail(400, 'Mês inválido.');
      const asset = ownAsset(account, assetId);
      if (!asset) return fail(403, FOREIGN_ASSET);
      // A unit with no supply contract has no measurement or savings to report: empty charts.
      if (contractsForAsset(assetId).length === 0) {
        return HttpResponse.json({
          companyId: account.companyId,
          energyBalance: { dailyConsumptionChart: [] },
          yearlyEconomyChart: [],
        });
      }
      return HttpResponse.json(
        buildEconomicReport({ companyId: account.companyId, assetId, year, month, profile: asset.profile }),
      );
    }),
  ),

  http.get(
    '*/v1/Account/economy-summary',
    authedRoute(({ request }, { account }) => {
      const text = new URL(request.url).searchParams.get('year') ?? '';
      const year = Number(text);
      if (!/^\d{4}$/.test(text) || year < 1900 || year > 2099) return fail(400, 'Ano inválido.');
      return HttpResponse.json(economySummary(account, year, new Date()));
    }),
  ),
];
