import CloseShape from '@ant-design/icons-svg/inline-svg/outlined/close.svg?shape';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@/shared/lib/dialog';
import { shapeIcon } from './icons';
import styles from './formDialog.module.css';

const CloseIcon = /* @__PURE__ */ shapeIcon(CloseShape);

type Props = {
  open: boolean;
  title: string;
  /** Label of the footer's primary button, which closes the dialog. */
  actionLabel: string;
  /** Escape, the close button, the footer's button and a click on the backdrop all end here. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A native modal `<dialog>` drawn as antd's centred Modal: title, close button ('Fechar'), content and one
 * primary button. The browser keeps focus inside it and makes the page inert while it is open.
 */
export const FormDialog = ({ open, title, actionLabel, onClose, children }: Props) => {
  const titleId = useId();
  const { close, dialogProps } = useModalDialog(open, onClose);
  return (
    <dialog className={styles.dialog} aria-labelledby={titleId} {...dialogProps}>
      <div className={styles.panel}>
        <button type="button" className={styles.close} aria-label="Fechar" onClick={close}>
          <CloseIcon size={16} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>
          <button type="button" className={styles.action} onClick={close}>
            {actionLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
};
