import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import styles from './DashboardHomePage.module.css';

/** A card whose content's code streams in after the greeting and summary have painted. */
export const DeferredSection = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.card}>
    <Suspense
      fallback={
        <div aria-busy="true" aria-label={label} className={styles.deferred}>
          <Skeleton active title paragraph={{ rows: 4 }} />
        </div>
      }
    >
      {children}
    </Suspense>
  </div>
);
