import { App } from 'antd';
import { useCallback } from 'react';
import { TOAST } from '@/shared/config';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

/** Toast settings of spec §9, given to antd's <App notification={...}>. */
export const TOAST_CONFIG = {
  placement: 'topRight',
  maxCount: TOAST.maxCount,
  duration: TOAST.durationMs / 1000,
} as const;

/**
 * Shows a toast (spec §9): top right, at most five, 3 s, success by default. The key is the
 * variant plus the text, so the same message twice updates one toast instead of stacking.
 */
export const useToast = () => {
  const { notification } = App.useApp();
  return useCallback(
    (text: string, variant: ToastVariant = 'success') => {
      notification[variant]({
        key: `${variant}:${text}`,
        title: text,
        placement: TOAST_CONFIG.placement,
        duration: TOAST_CONFIG.duration,
        role: variant === 'error' || variant === 'warning' ? 'alert' : 'status',
      });
    },
    [notification],
  );
};
