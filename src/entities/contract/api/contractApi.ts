import { baseApi } from '@/shared/api';
import { base64ToBlob, saveBlob, fileNameWithExtension } from '@/shared/lib/file';
import type { Contract } from '../model/types';

/** Duck-typed: fetch's Blob and the page's Blob can be different classes (jsdom, workers). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'size' in value && 'type' in value && 'arrayBuffer' in value;

type DownloadContractArgs = { contractId: string; fileBaseName: string };

export const contractApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by asset id, so one asset's contracts never show under another. */
    myContracts: build.query<Contract[], string>({
      query: (physicalAssetId) => ({ url: 'v1/Account/my-contracts', method: 'POST', body: { physicalAssetId } }),
      transformResponse: (response: { contracts?: Contract[] }) => response.contracts ?? [],
      providesTags: (_result, _error, assetId) => [{ type: 'Contracts', id: assetId }],
    }),
    /** Downloads the file and saves it; the Blob never enters the store. */
    downloadContract: build.mutation<{ fileName: string }, DownloadContractArgs>({
      queryFn: async ({ contractId, fileBaseName }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: 'v1/Operation/download-contract',
          method: 'POST',
          body: { contractId },
          responseHandler: (response) => (response.ok ? response.blob() : response.text()),
        });
        if (result.error) return { error: result.error };
        const data = result.data;
        const blob = isBlob(data) ? data : typeof data === 'string' && data ? base64ToBlob(data) : null;
        if (!blob || blob.size === 0) return { error: { status: 404, message: 'Arquivo não encontrado' } };
        const fileName = fileNameWithExtension(fileBaseName, blob);
        saveBlob(blob, fileName);
        return { data: { fileName } };
      },
    }),
  }),
});

export const { useMyContractsQuery, useDownloadContractMutation } = contractApi;
