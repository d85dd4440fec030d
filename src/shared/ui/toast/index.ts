export { ToastProvider } from './ToastProvider';
export { ToastContext } from './toastContext';
export type { ToastApi, ToastArgs } from './toastContext';
export { useToast } from './useToast';
export type { ToastVariant } from './useToast';
