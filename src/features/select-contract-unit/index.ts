export { unitContractsApi, useContractsOfUnitsQuery } from './api/unitContractsApi';
export type { UnitContracts } from './api/unitContractsApi';
export { ContractUnitForm } from './ui/ContractUnitForm';
