export { StatusChip } from './StatusChip';
