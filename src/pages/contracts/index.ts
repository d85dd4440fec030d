export { ContractsPage } from './ui/ContractsPage';
