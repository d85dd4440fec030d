import type { ReactNode } from 'react';
import { PageTitle } from '@/shared/ui/page-title';
import styles from './AuthLayout.module.css';

type Props = { title: string; text?: ReactNode; documentTitle?: string };

/** The screen's one h1 and its lead text; also names the browser tab (WCAG 2.4.2). */
export const AuthHeading = ({ title, text, documentTitle }: Props) => (
  <div className={styles.heading}>
    <PageTitle name={documentTitle ?? title} />
    <h1>{title}</h1>
    {text && <p>{text}</p>}
  </div>
);
