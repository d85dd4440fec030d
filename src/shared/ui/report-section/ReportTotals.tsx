import type { ReactNode } from 'react';
import styles from './ReportSection.module.css';

export type ReportTotal = { label: string; value: ReactNode; highlight?: boolean };

/** Headline numbers of a report as a description list. */
export const ReportTotals = ({ items }: { items: ReportTotal[] }) => (
  <dl className={styles.totals}>
    {items.map((item) => (
      <div key={item.label} className={item.highlight ? styles.highlight : undefined}>
        <dt>{item.label}</dt>
        <dd>{item.value}</dd>
      </div>
    ))}
  </dl>
);
