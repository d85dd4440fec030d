import type { ReactNode } from 'react';
import styles from './SectionCard.module.css';

/** A dashed box that says why a list is empty, with the next step under it (a retry, a reset). */
export const SectionEmpty = ({ message, children }: { message: ReactNode; children?: ReactNode }) => (
  <div className={styles.empty}>
    <p>{message}</p>
    {children}
  </div>
);
