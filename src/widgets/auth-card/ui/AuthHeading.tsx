import type { ReactNode } from 'react';
import { useScreenHeading } from '@/shared/routes';
import styles from './AuthLayout.module.css';

/** The screen's one h1, as the route table names it, and its lead text. */
export const AuthHeading = ({ text }: { text?: ReactNode }) => (
  <div className={styles.heading}>
    <h1>{useScreenHeading()}</h1>
    {text && <p>{text}</p>}
  </div>
);
