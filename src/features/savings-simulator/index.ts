export { SavingsSimulator } from './ui/SavingsSimulator';
