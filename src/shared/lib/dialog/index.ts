export { useModalDialog } from './useModalDialog';
