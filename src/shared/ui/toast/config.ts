import { TOAST } from '@/shared/config';

/** Toast settings of spec §9: top right, at most five, 3 s. */
export const TOAST_CONFIG = {
  placement: 'topRight',
  maxCount: TOAST.maxCount,
  duration: TOAST.durationMs / 1000,
} as const;
