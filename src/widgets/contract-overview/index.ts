export { ContractOverview } from './ui/ContractOverview';
