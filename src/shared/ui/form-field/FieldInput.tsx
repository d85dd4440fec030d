import type { InputHTMLAttributes, Ref } from 'react';
import styles from './formField.module.css';

export type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A native text input styled as antd's large Input; `aria-invalid` paints it red. */
export const FieldInput = ({ className, ...rest }: FieldInputProps) => (
  <input {...rest} className={className ? `${styles.input} ${className}` : styles.input} />
);
