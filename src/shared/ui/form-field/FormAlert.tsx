import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon } from './icons';
import styles from './formField.module.css';

type Props = { variant: 'error' | 'info'; children: ReactNode };

/** A message above the form, as antd's Alert with its icon: an error is an alert, a notice a status. */
export const FormAlert = ({ variant, children }: Props) => (
  <div role={variant === 'error' ? 'alert' : 'status'} className={variant === 'info' ? `${styles.alert} ${styles.info}` : styles.alert}>
    {variant === 'error' ? <ErrorIcon /> : <InfoIcon />}
    <div>{children}</div>
  </div>
);
