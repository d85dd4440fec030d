import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './formField.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode };

/** A native checkbox drawn as antd's, its text as the label. */
export const FieldCheckbox = ({ children, ...rest }: Props) => (
  <label className={styles.checkbox}>
    <input {...rest} type="checkbox" className={styles.checkboxInput} />
    <span>{children}</span>
  </label>
);
