export { RowButton } from './RowButton';
