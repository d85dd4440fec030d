import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import styles from './DashboardHomePage.module.css';

/** A section whose code streams in after the greeting and summary have painted; a card skeleton holds its place. */
type Props = { label: string; kind: 'contracts' | 'invoices'; children: ReactNode };

// The skeleton keeps about the section's real height, so the reports below do not start out near the screen.
const RESERVED = { contracts: styles.reserveContracts, invoices: styles.reserveInvoices };

export const DeferredSection = ({ label, kind, children }: Props) => (
  <Suspense
    fallback={
      <div role="status" aria-busy="true" className={`${styles.card} ${RESERVED[kind]}`}>
        <span className="visually-hidden">{`Carregando ${label}`}</span>
        <Skeleton active title paragraph={{ rows: 4 }} />
      </div>
    }
  >
    {children}
  </Suspense>
);
