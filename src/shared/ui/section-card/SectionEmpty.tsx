import type { ReactNode } from 'react';
import styles from './SectionCard.module.css';

/** A dashed box that says why a list is empty, with the next step under it (a hint, a retry, a reset). */
export const SectionEmpty = ({ message, hint, children }: { message: ReactNode; hint?: ReactNode; children?: ReactNode }) => (
  <div className={styles.empty}>
    <p className={styles.emptyMessage}>{message}</p>
    {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
    {children}
  </div>
);
