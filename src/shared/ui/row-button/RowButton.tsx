import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './RowButton.module.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  icon?: ReactNode;
  /** While its action runs: announced as busy, and further presses are ignored by the caller. */
  busy?: boolean;
};

/**
 * A button drawn in every row of a long table, styled like antd's small default button. antd's Button is costly in
 * every row on a phone's CPU (its wave effect and context readers): with it the long tables missed their render
 * budgets (docs/code-figures.md, "Tables"). Tables' pagers use it too: the page
 * shown is `aria-current="page"`, an end step `aria-disabled` (it keeps the focus, which a disabled button drops).
 */
export const RowButton = ({ icon, busy = false, children, ...buttonProps }: Props) => (
  <button type="button" className={styles.button} aria-busy={busy || undefined} {...buttonProps}>
    {icon}
    {children}
  </button>
);
