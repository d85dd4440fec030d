export { TOAST_CONFIG, useToast } from './useToast';
export type { ToastVariant } from './useToast';
