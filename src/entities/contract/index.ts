export { contractApi, useDownloadContractMutation, useMyContractsQuery } from './api/contractApi';
export { contractAddressLine } from './lib/addressLine';
export { contractFileBaseName, sortContractsNewestFirst } from './lib/contractList';
export { contractStatus } from './lib/contractStatus';
export type { ContractStatus } from './lib/contractStatus';
export type { Contract } from './model/types';
export { ContractStatusChip } from './ui/ContractStatusChip';
