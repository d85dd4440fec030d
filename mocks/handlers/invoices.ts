import { http, HttpResponse } from 'msw';
import { invoicePlansOf, invoicesForAccount, unitInvoices } from '../data/invoices';
import { unitsSummary } from '../data/unitsSummary';
import { normalizeDocument } from '../lib/documents';
import { getScenario } from '../scenarios';
import { authedRoute, fail } from './http';

/** Past this many invoices, the whole account's list leaves the files out: one unit's list carries them. */
const FILES_IN_ACCOUNT_LIST_LIMIT = 1_000;
const FOREIGN_ASSET = 'Unidade de consumo não encontrada para esta conta.';

export const invoiceHandlers = () => [
  http.get(
    '*/v1/Account/my-invoices',
    authedRoute(({ request }, { account }) => {
      const header = request.headers.get('cnpj');
      if (!header?.trim()) return fail(400, 'Informe o CPF/CNPJ no cabeçalho "cnpj".');
      if (normalizeDocument(header) !== account.document) {
        return fail(403, 'O CPF/CNPJ informado não pertence a esta conta.');
      }
      const files = getScenario() !== 'files-missing';
      const now = new Date();
      // Decisions §9: an optional unit filter, so a chain's client never downloads every store's invoices.
      const assetId = new URL(request.url).searchParams.get('physicalAssetId');
      if (assetId !== null) {
        if (!account.assets.some((asset) => asset.id === assetId)) return fail(403, FOREIGN_ASSET);
        const plans = invoicePlansOf(account.id).filter((plan) => plan.assetId === assetId);
        return HttpResponse.json(plans.flatMap((plan) => unitInvoices(plan, now, { files, codes: true })));
      }
      const all = invoicesForAccount(account.id, now, !files);
      if (all.length <= FILES_IN_ACCOUNT_LIST_LIMIT) return HttpResponse.json(all);
      return HttpResponse.json(all.map((invoice) => ({ ...invoice, fileNFeBase64: '', fileBoletoBase64: '' })));
    }),
  ),

  http.get(
    '*/v1/Account/my-units-summary',
    authedRoute((_info, { account }) => HttpResponse.json({ units: unitsSummary(account, new Date()) })),
  ),
];
