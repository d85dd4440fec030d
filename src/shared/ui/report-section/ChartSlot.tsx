import { Skeleton } from 'antd';
import { Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import { useNearViewport } from '@/shared/lib/viewport';
import styles from './ReportSection.module.css';

type Props = { label: string; height: number; testId?: string; children: ReactNode };

/**
 * Holds a chart's place (no layout shift) and mounts it only when the slot nears the viewport, so the
 * chart library's lazy chunk is fetched just in time. The canvas gets a text alternative via role="img".
 *
 * The placeholder shimmers only while the chart is loading. Waiting off the screen it stays still: a shimmer
 * repaints every frame, which a settled page would pay for nothing (docs/code-figures.md, "Charts at rest").
 */
export const ChartSlot = ({ label, height, testId, children }: Props) => {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, '200px');
  return (
    <div ref={slot} className={styles.chart} style={{ '--chart-height': `${height}px` } as CSSProperties} role="img" aria-label={label} data-testid={testId}>
      {near ? (
        <Suspense fallback={<Skeleton.Node active className={styles.placeholder} />}>{children}</Suspense>
      ) : (
        <Skeleton.Node className={styles.placeholder} />
      )}
    </div>
  );
};
