export { useModalDialog } from './useModalDialog';
export type { ModalDialog } from './useModalDialog';
