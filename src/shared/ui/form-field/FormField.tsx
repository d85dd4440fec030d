import type { ReactNode } from 'react';
import type { FieldFeedback } from '@/shared/lib/form';
import styles from './formField.module.css';

type Props = {
  label: string;
  feedback: Pick<FieldFeedback, 'error' | 'errorId' | 'input'>;
  /** A hint under the control while it shows no error (antd's Form.Item `extra`). */
  extra?: ReactNode;
  children: ReactNode;
};

/** A labelled control with its validation message (from `formikField`), spaced like antd's vertical Form.Item. */
export const FormField = ({ label, feedback, extra, children }: Props) => (
  <div className={feedback.error ? `${styles.field} ${styles.invalid}` : styles.field}>
    <label className={styles.label} htmlFor={feedback.input.id}>
      {label}
    </label>
    {children}
    {feedback.error ? (
      <div id={feedback.errorId} className={styles.message}>
        {feedback.error}
      </div>
    ) : (
      extra && <div className={styles.extra}>{extra}</div>
    )}
  </div>
);
