import { HttpResponse, http } from 'msw';
import { db } from '../db';
import { getScenario } from '../scenarios';
import { applyLatency } from './http';

type EconomicReportVariables = { assetId?: string; year?: number; month?: number };
type GraphqlBody = { operationName?: unknown; query?: unknown; variables?: unknown };

/**
 * The operation a GraphQL POST names: `operationName`, or else the first named operation of the query text.
 * Read by hand rather than with msw's `graphql` handlers, which bundle the whole graphql library (≈80 KB gzip)
 * into the demo backend for one query.
 */
export const operationOf = (body: GraphqlBody): string | null => {
  if (typeof body.operationName === 'string' && body.operationName) return body.operationName;
  if (typeof body.query !== 'string') return null;
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(body.query)?.[1] ?? null;
};

const readBody = async (request: Request): Promise<GraphqlBody> => {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' ? (body as GraphqlBody) : {};
  } catch {
    return {};
  }
};

export const graphqlHandlers = () => [
  http.post('*/graphql', async ({ request }) => {
    const body = await readBody(request);
    // Any other operation falls through to the next handler (none: it is reported as unhandled).
    if (operationOf(body) !== 'EconomicReport') return undefined;
    await applyLatency();
    if (getScenario() === 'server-error') return HttpResponse.json({ errors: [{ message: 'Internal error' }] });
    const { assetId = null, year = null, month = null } = (body.variables ?? {}) as EconomicReportVariables;
    const owner = db.accounts.find((account) => account.assets.some((asset) => asset.id === assetId));
    return HttpResponse.json({
      data: { economicReport: { companyId: owner?.companyId ?? null, assetId, year, month } },
    });
  }),
];
