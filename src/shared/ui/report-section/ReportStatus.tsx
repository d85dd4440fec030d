import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import styles from './ReportSection.module.css';

type Props = {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  /** Under an empty report's text: why it is empty and what to do next. */
  emptyHint?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
};

/**
 * Loading, failure and empty states of a report. Failures stay quiet (spec §8: no error message, the
 * spinner stops): the report reads as empty and offers a retry.
 */
export const ReportStatus = ({ loading, failed, empty, emptyText, emptyHint, onRetry, children }: Props) => {
  if (loading) {
    return (
      <div className={`${styles.status} ${styles.loading}`} aria-busy="true">
        <Spin size="large" />
        <span>Carregando dados…</span>
      </div>
    );
  }
  if (failed) {
    return (
      <div className={styles.status}>
        <span>{emptyText}</span>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (empty && emptyHint) {
    return (
      <div className={styles.status}>
        <p className={styles.emptyText}>{emptyText}</p>
        <p className={styles.emptyHint}>{emptyHint}</p>
      </div>
    );
  }
  if (empty) return <p className={styles.status}>{emptyText}</p>;
  return <>{children}</>;
};
