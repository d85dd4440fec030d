import type { ButtonHTMLAttributes } from 'react';
import styles from './linkButton.module.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { busy?: boolean };

/**
 * An action that reads as a link (antd's `type="link"` button): a real button, so Enter and Space work.
 * While `busy` it says so (`aria-busy`) and a click does nothing.
 */
export const LinkButton = ({ busy = false, onClick, className, ...rest }: Props) => (
  <button
    {...rest}
    type="button"
    className={className ? `${styles.link} ${className}` : styles.link}
    aria-busy={busy || undefined}
    onClick={(event) => {
      if (!busy) onClick?.(event);
    }}
  />
);
