export { ContractPositionPage } from './ui/ContractPositionPage';
