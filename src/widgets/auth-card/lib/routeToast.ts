type ToastState = { toast?: { text?: unknown; variant?: unknown } } | null;

/** Reads a toast handed over in the navigation state (e.g. 'Unable to logout!'), shows it once, then drops it. */
export const readRouteToast = (state: unknown): { text: string; variant: 'error' | 'success' } | null => {
  const toast = (state as ToastState)?.toast;
  if (!toast || typeof toast.text !== 'string' || !toast.text) return null;
  return { text: toast.text, variant: toast.variant === 'error' ? 'error' : 'success' };
};
