import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { TOAST } from '@/shared/config';
import { ToastContext, type ToastApi, type ToastArgs, type ToastVariant } from '@/shared/ui/toast';
import type { Toast, ToastListProps } from './ToastList';

/**
 * The auth screens' toasts without antd (spec §9): top right, at most five, the same message once, each
 * closing after 3 s or on its close button (never on a click elsewhere). Drawn as antd's notifications by
 * `ToastList`, whose code is fetched once the screen is up (not before its first paint) and then drawn at once:
 * a toast shows the moment it is asked for, so 'after 2 s' and '3 s' count from a toast on screen. (Behind
 * `lazy` and Suspense, React would hold a toast back by up to 300 ms before revealing it.)
 * Kept by the layout, so a toast shown on the way to another auth screen stays on screen.
 */
export const AuthToasts = ({ children }: { children: ReactNode }) => {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const [ToastList, setToastList] = useState<ComponentType<ToastListProps> | null>(null);
  const toastListLoad = useRef<Promise<void> | null>(null);
  // Fetched once the screen is up; a fetch that fails (the network gone, the page being left: Firefox stops a page's
  // loads as soon as a navigation away starts) is tried again by the next toast, never left as an unhandled error.
  const loadToastList = useCallback(() => {
    toastListLoad.current ??= import('./ToastList').then(
      (module) => setToastList(() => module.default),
      () => {
        toastListLoad.current = null;
      },
    );
  }, []);
  useEffect(loadToastList, [loadToastList]);

  const dismiss = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setToasts((shown) => shown.filter((toast) => toast.key !== key));
  }, []);

  const show = useCallback(
    (variant: ToastVariant, args: ToastArgs) => {
      loadToastList();
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
    [dismiss, loadToastList],
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
      {toasts.length > 0 && ToastList && <ToastList toasts={toasts} onClose={dismiss} />}
    </ToastContext.Provider>
  );
};
