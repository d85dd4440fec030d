export { unitContractsApi, useContractsOfUnitsQuery } from './api/unitContractsApi';
export type { UnitContracts } from './api/unitContractsApi';
export { contractUnitSchema } from './model/contractUnitSchema';
export type { ContractUnitValues } from './model/contractUnitSchema';
export { ContractUnitForm } from './ui/ContractUnitForm';
