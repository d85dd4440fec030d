import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import styles from './DashboardHomePage.module.css';

/**
 * A section whose code streams in after the greeting and summary have painted; a card skeleton holds its place and
 * announces `label` as it is ('Carregando contratos').
 */
type Props = { label: string; kind: 'contracts' | 'invoices'; children: ReactNode };

// The skeleton, and then the section while its data loads, keep about the section's real height, so the reports
// below do not come near the screen before the sections above are drawn.
const RESERVED = { contracts: styles.reserveContracts, invoices: styles.reserveInvoices };
const HELD = { contracts: styles.holdContracts, invoices: styles.holdInvoices };

export const DeferredSection = ({ label, kind, children }: Props) => (
  <div className={`${styles.deferred} ${HELD[kind]}`}>
    <Suspense
      fallback={
        <div role="status" aria-busy="true" className={`${styles.card} ${RESERVED[kind]}`}>
          <span className="visually-hidden">{label}</span>
          <Skeleton active title paragraph={{ rows: 4 }} />
        </div>
      }
    >
      {children}
    </Suspense>
  </div>
);
