export { TOAST_CONFIG } from './config';
export { ToastProvider } from './ToastProvider';
export { useToastApi } from './toastContext';
export { useToast } from './useToast';
export type { ToastVariant } from './useToast';
