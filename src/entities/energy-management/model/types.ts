import type { ProductSchemas } from '@/shared/api';

/** A unit's measurements for a period, in columns (openapi/product-api.yaml, decisions §10). */
export type Measurements = ProductSchemas['Measurements'];
export type MeasurementsRequest = { physicalAssetId: string; from: string; to: string; resolution: ProductSchemas['MeasurementResolution'] };
export type DemandContract = ProductSchemas['DemandContract'];
export type EnergyContract = ProductSchemas['EnergyContract'];
export type EnergyContractTerms = ProductSchemas['EnergyContractTerms'];
/** 'inside' ('Dentro da faixa'), 'above' ('Acima da faixa') or 'below' ('Abaixo da faixa'). */
export type BandPosition = ProductSchemas['BandPosition'];
