import { useCallback } from 'react';
import { useToastApi } from './toastContext';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

/**
 * Shows a toast (spec §9; placement, limit and duration come from the ToastProvider), success by default.
 * The key is the variant plus the text, so the same message twice updates one toast instead of stacking.
 * Outside a ToastProvider (a screen without antd) it does nothing.
 */
export const useToast = () => {
  const api = useToastApi();
  return useCallback(
    (text: string, variant: ToastVariant = 'success') => {
      api?.[variant]({
        key: `${variant}:${text}`,
        title: text,
        role: variant === 'error' || variant === 'warning' ? 'alert' : 'status',
      });
    },
    [api],
  );
};
