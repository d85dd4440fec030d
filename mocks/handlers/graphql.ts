import { graphql, HttpResponse } from 'msw';
import { db } from '../db';
import { getScenario } from '../scenarios';
import { applyLatency } from './http';

type EconomicReportVariables = { assetId?: string; year?: number; month?: number };

export const graphqlHandlers = [
  graphql.query<Record<string, unknown>, EconomicReportVariables>('EconomicReport', async ({ variables }) => {
    await applyLatency();
    if (getScenario() === 'server-error') return HttpResponse.json({ errors: [{ message: 'Internal error' }] });
    const { assetId = null, year = null, month = null } = variables;
    const owner = db.accounts.find((account) => account.assets.some((asset) => asset.id === assetId));
    return HttpResponse.json({
      data: { economicReport: { companyId: owner?.companyId ?? null, assetId, year, month } },
    });
  }),
];
