export { contractApi, useDownloadContractMutation, useMyContractsQuery } from './api/contractApi';
export type { DownloadContractArgs } from './api/contractApi';
export type { Contract } from './model/types';
