import type { ButtonHTMLAttributes } from 'react';
import { SpinnerIcon } from './icons';
import styles from './formField.module.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { busy?: boolean };

/**
 * The form's primary, full-width submit button. While `busy` it shows a spinner (hidden from the
 * accessibility tree, so the name stays the label), is `aria-busy`, and a click does nothing.
 */
export const SubmitButton = ({ busy = false, onClick, children, ...rest }: Props) => (
  <button
    {...rest}
    type="submit"
    className={styles.button}
    aria-busy={busy || undefined}
    onClick={(event) => {
      if (busy) event.preventDefault();
      else onClick?.(event);
    }}
  >
    {busy && (
      <span className={styles.spinner}>
        <SpinnerIcon size={16} />
      </span>
    )}
    {children}
  </button>
);
