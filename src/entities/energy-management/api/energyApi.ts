import { baseApi } from '@/shared/api';
import type { DemandContract, EnergyContract, Measurements, MeasurementsRequest } from '../model/types';

/** The energy calls of decisions §10 (openapi/product-api.yaml, tag Energy). Each answer is cached by its args. */
export const energyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    energyMeasurements: build.query<Measurements, MeasurementsRequest>({
      query: (params) => ({ url: 'v1/Energy/measurements', method: 'GET', params }),
    }),
    demandContract: build.query<DemandContract, string>({
      query: (physicalAssetId) => ({ url: 'v1/Energy/demand-contract', method: 'GET', params: { physicalAssetId } }),
    }),
    energyContract: build.query<EnergyContract, string>({
      query: (physicalAssetId) => ({ url: 'v1/Energy/energy-contract', method: 'GET', params: { physicalAssetId } }),
    }),
  }),
});

export const { useEnergyMeasurementsQuery, useDemandContractQuery, useEnergyContractQuery } = energyApi;
