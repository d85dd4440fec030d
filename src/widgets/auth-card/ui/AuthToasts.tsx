import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST } from '@/shared/config';
import { ToastContext, type ToastApi, type ToastArgs, type ToastVariant } from '@/shared/ui/toast';
import type { Toast } from './ToastList';

const ToastList = lazy(() => import('./ToastList'));

/**
 * The auth screens' toasts without antd (spec §9): top right, at most five, the same message once, each
 * closing after 3 s or on its close button (never on a click elsewhere). Drawn as antd's notifications by
 * `ToastList`, whose code arrives with the first toast.
 * Kept by the layout, so a toast shown on the way to another auth screen stays on screen.
 */
export const AuthToasts = ({ children }: { children: ReactNode }) => {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setToasts((shown) => shown.filter((toast) => toast.key !== key));
  }, []);

  const show = useCallback(
    (variant: ToastVariant, args: ToastArgs) => {
      const toast = { ...args, variant };
      setToasts((shown) =>
        shown.some((item) => item.key === toast.key)
          ? shown.map((item) => (item.key === toast.key ? toast : item))
          : [...shown, toast].slice(-TOAST.maxCount),
      );
      clearTimeout(timers.current.get(toast.key));
      timers.current.set(
        toast.key,
        setTimeout(() => dismiss(toast.key), TOAST.durationMs),
      );
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (args) => show('success', args),
      info: (args) => show('info', args),
      warning: (args) => show('warning', args),
      error: (args) => show('error', args),
    }),
    [show],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onClose={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
};
