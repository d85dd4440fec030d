export { SavingsSimulator } from './ui/SavingsSimulator';
export { chatLink } from './lib/chatLink';
