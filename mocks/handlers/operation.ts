import { http, HttpResponse } from 'msw';
import { contractsForAsset } from '../data/contracts';
import { base64ToBytes, CONTRACT_PDF_BASE64 } from '../data/files';
import { getScenario } from '../scenarios';
import { authedRoute, fail, readBody } from './http';

const NOT_FOUND = 'Arquivo não encontrado';

export const operationHandlers = () => [
  http.post(
    '*/v1/Operation/download-contract',
    authedRoute(async ({ request }, { account }) => {
      const body = await readBody(request, { contractId: 'string' });
      if (body instanceof Response) return body;
      if (getScenario() === 'files-missing') return fail(404, NOT_FOUND);
      // Only the signed-in account's contracts: anyone else's id is simply not found.
      const contract = account.assets
        .flatMap((asset) => contractsForAsset(asset.id))
        .find((candidate) => candidate.id === body.contractId);
      if (!contract) return fail(404, NOT_FOUND);
      const bytes = base64ToBytes(CONTRACT_PDF_BASE64);
      return HttpResponse.arrayBuffer(bytes.buffer, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="contrato-${contract.code}.pdf"`,
        },
      });
    }),
  ),
];
