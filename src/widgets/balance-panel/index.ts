export { BalancePanel } from './ui/BalancePanel';
