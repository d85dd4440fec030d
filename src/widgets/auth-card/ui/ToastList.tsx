import CheckCircleShape from '@ant-design/icons-svg/inline-svg/filled/check-circle.svg?shape';
import CloseCircleShape from '@ant-design/icons-svg/inline-svg/filled/close-circle.svg?shape';
import ExclamationCircleShape from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?shape';
import InfoCircleShape from '@ant-design/icons-svg/inline-svg/filled/info-circle.svg?shape';
import CloseShape from '@ant-design/icons-svg/inline-svg/outlined/close.svg?shape';
import { shapeIcon } from '@/shared/ui/form-field';
import type { ToastArgs, ToastVariant } from '@/shared/ui/toast';
import styles from './AuthLayout.module.css';

export type Toast = ToastArgs & { variant: ToastVariant };

const ICONS = {
  success: /* @__PURE__ */ shapeIcon(CheckCircleShape),
  info: /* @__PURE__ */ shapeIcon(InfoCircleShape),
  warning: /* @__PURE__ */ shapeIcon(ExclamationCircleShape),
  error: /* @__PURE__ */ shapeIcon(CloseCircleShape),
};
const CloseIcon = /* @__PURE__ */ shapeIcon(CloseShape);
const VARIANT_CLASS = { success: 'toastSuccess', info: 'toastInfo', warning: 'toastWarning', error: 'toastError' } as const;

export type ToastListProps = { toasts: readonly Toast[]; onClose: (key: string) => void };

/** The toasts on screen, drawn as antd's notifications (a module of its own, loaded once the screen is up). */
const ToastList = ({ toasts, onClose }: ToastListProps) => (
  <div className={styles.toastRegion}>
    {toasts.map(({ key, title, role, variant }) => {
      const Icon = ICONS[variant];
      return (
        <div key={key} role={role} className={`${styles.toast} ${styles[VARIANT_CLASS[variant]]}`}>
          <span className={styles.toastIcon}>
            <Icon size={24} />
          </span>
          <div className={styles.toastTitle}>{title}</div>
          <button type="button" className={styles.toastClose} aria-label="Fechar" onClick={() => onClose(key)}>
            <CloseIcon />
          </button>
        </div>
      );
    })}
  </div>
);

export default ToastList;
