export { CONTRACTS_TITLE, ContractOverview, NO_CONTRACTS_MESSAGE } from './ui/ContractOverview';
