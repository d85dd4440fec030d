import { contractApi, type Contract } from '@/entities/contract';
import { baseApi } from '@/shared/api';

type UnitContracts = { assetId: string; contracts: Contract[] };

const unitContractsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The contracts of every unit, through the contract entity's cached per-unit call. */
    contractsOfUnits: build.query<UnitContracts[], string[]>({
      queryFn: async (assetIds, { dispatch }) => {
        const lists = await Promise.all(
          assetIds.map(async (assetId) => {
            const result = await dispatch(contractApi.endpoints.myContracts.initiate(assetId, { subscribe: false }));
            // A unit whose contracts fail to load just offers none (spec §8: silently ignored).
            return { assetId, contracts: result.data ?? [] };
          }),
        );
        return { data: lists };
      },
    }),
  }),
});

export const { useContractsOfUnitsQuery } = unitContractsApi;
