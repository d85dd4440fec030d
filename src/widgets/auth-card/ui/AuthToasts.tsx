import CheckCircleIcon from '@ant-design/icons-svg/inline-svg/filled/check-circle.svg?glyph';
import CloseCircleIcon from '@ant-design/icons-svg/inline-svg/filled/close-circle.svg?glyph';
import ExclamationCircleIcon from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?glyph';
import InfoCircleIcon from '@ant-design/icons-svg/inline-svg/filled/info-circle.svg?glyph';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST } from '@/shared/config';
import { CloseIcon } from '@/shared/ui/glyph-icon';
import { ToastContext, type ToastApi, type ToastArgs, type ToastVariant } from '@/shared/ui/toast';
import styles from './AuthToasts.module.css';

type Toast = ToastArgs & { variant: ToastVariant };

const ICONS = { success: CheckCircleIcon, info: InfoCircleIcon, warning: ExclamationCircleIcon, error: CloseCircleIcon };

/**
 * The auth screens' toasts without antd (spec §9): top right, at most five, the same message once, each
 * closing after 3 s or on its close button (never on a click elsewhere). Drawn as antd's notifications.
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
      <div className={styles.region}>
        {toasts.map(({ key, title, role, variant }) => {
          const Icon = ICONS[variant];
          return (
            <div key={key} role={role} className={`${styles.toast} ${styles[variant]}`}>
              <Icon className={styles.icon} />
              <div className={styles.title}>{title}</div>
              <button type="button" className={styles.close} aria-label="Fechar" onClick={() => dismiss(key)}>
                <CloseIcon />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
};
