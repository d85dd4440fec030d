import { Skeleton } from 'antd';
import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/shared/lib/viewport';
import styles from './DashboardHomePage.module.css';

/**
 * A section whose code loads as its place nears the screen (within 200 px), not with the page: below the fold its
 * code waits for a scroll, and a page opened on a report (`held` until it has scrolled there) loads nothing of the
 * sections it scrolled past. A card skeleton holds its place and announces `label` as it is ('Carregando contratos').
 */
type Props = {
  label: string;
  kind: 'alerts' | 'contracts' | 'invoices' | 'reports';
  held?: boolean;
  /** Loads at once, wherever it is (a page opened on a report: it is the one the page scrolls to). */
  eager?: boolean;
  children: ReactNode;
};

// The skeleton, and then the section while its data loads, keep about the section's real height, so the reports
// below do not come near the screen before the sections above are drawn.
const RESERVED = { alerts: styles.reserveAlerts, contracts: styles.reserveContracts, invoices: styles.reserveInvoices, reports: styles.reserveReports };
const HELD = { alerts: undefined, contracts: styles.holdContracts, invoices: styles.holdInvoices, reports: undefined };

export const DeferredSection = ({ label, kind, held = false, eager = false, children }: Props) => {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, '200px', !held && !eager) || eager;
  // Busy (and shimmering) only while its code loads: waiting off the screen for a scroll, the page is not loading it.
  const skeleton = (
    <div ref={place} role="status" aria-busy={near} className={`${styles.card} ${RESERVED[kind]}`}>
      <span className="visually-hidden">{label}</span>
      <Skeleton active={near} title paragraph={{ rows: 4 }} />
    </div>
  );
  return (
    <div className={[styles.deferred, HELD[kind]].filter(Boolean).join(' ')}>
      <Suspense fallback={skeleton}>{near ? children : skeleton}</Suspense>
    </div>
  );
};
