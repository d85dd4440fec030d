export { ContractUnitForm } from './ui/ContractUnitForm';
