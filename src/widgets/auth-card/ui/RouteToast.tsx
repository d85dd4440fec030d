import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@/shared/ui/toast';

type ToastState = { toast?: { text?: unknown; variant?: unknown } } | null;

/** Reads a toast handed over in the navigation state (e.g. 'Unable to logout!'), shows it once, then drops it. */
export const readRouteToast = (state: unknown): { text: string; variant: 'error' | 'success' } | null => {
  const toast = (state as ToastState)?.toast;
  if (!toast || typeof toast.text !== 'string' || !toast.text) return null;
  return { text: toast.text, variant: toast.variant === 'error' ? 'error' : 'success' };
};

export const RouteToast = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handed = readRouteToast(location.state);
  useEffect(() => {
    if (!handed) return;
    toast(handed.text, handed.variant);
    // Forget it, so a reload or going back does not show it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handed, location.pathname, location.search, navigate, toast]);
  return null;
};
