import { describe, expect, it, vi } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { signedInAs } from '@test/session';
import { contractApi } from './contractApi';

const signIn = async () => (await signedInAs('11222333000181')).user;

describe('contract calls', () => {
  it('POST /v1/Account/my-contracts sends {physicalAssetId} and reads contracts', async () => {
    const user = await signIn();
    const assetId = user.physicalAssets[0]!.id;
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(contractApi.endpoints.myContracts.initiate(assetId));
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Account/my-contracts', body: { physicalAssetId: assetId } });
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(result.data?.length).toBeGreaterThan(0);
    expect(result.data?.[0]).toHaveProperty('code');
  });

  it('POST /v1/Operation/download-contract sends {contractId} and saves the blob with its extension', async () => {
    const user = await signIn();
    const { dispatch, requests, stop } = apiHarness();
    const contracts = await dispatch(contractApi.endpoints.myContracts.initiate(user.physicalAssets[0]!.id));
    const contract = contracts.data![0]!;
    const createObjectURL = vi.fn(() => 'blob:contract');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const result = await dispatch(contractApi.endpoints.downloadContract.initiate({ contractId: contract.id, fileBaseName: `contrato-${contract.code}` }));
    const sent = await requests();
    stop();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/v1/Operation/download-contract', body: { contractId: contract.id } });
    expect(result.data?.fileName).toBe(`contrato-${contract.code}.pdf`);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
