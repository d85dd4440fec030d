import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { createElement, useId, type ReactNode } from 'react';
import styles from './SectionCard.module.css';
import { SectionEmpty } from './SectionEmpty';

type Props = {
  title: string;
  /** 1 when the card is the page (one h1 per page); 2 inside the dashboard home. */
  titleLevel?: 1 | 2 | 3;
  /** Anchor for in-page links and scrolling. */
  id?: string;
  /** Next to the title ('inline'), or at the far end of the header ('split'). */
  extra?: ReactNode;
  extraPlacement?: 'inline' | 'split';
  /** One line under the title that says what the list covers (kept in the loading and empty states too). */
  subtitle?: string;
  isLoading: boolean;
  /** What the spinner announces, e.g. 'Carregando contratos'. */
  loadingLabel: string;
  /**
   * Shown instead of the content when there is nothing to list, with a retry button when `onRetry` is given, and
   * `hint` (why, and the next step) under the message when the list is truly empty.
   */
  empty?: { message: string; onRetry?: () => void; hint?: ReactNode };
  children: ReactNode;
};

/**
 * A dashboard section listing the customer's records: titled card, spinner while loading, a dashed empty
 * state (with 'Tentar novamente' after a failed load), or the list itself.
 */
export const SectionCard = ({ title, titleLevel = 2, id, extra, extraPlacement = 'split', subtitle, isLoading, loadingLabel, empty, children }: Props) => {
  const titleId = useId();

  const body = () => {
    if (isLoading) {
      return (
        <div className={styles.center} role="status" aria-label={loadingLabel}>
          <Spin size="large" />
        </div>
      );
    }
    if (empty) {
      return (
        <SectionEmpty message={empty.message} hint={empty.onRetry ? undefined : empty.hint}>
          {empty.onRetry && (
            <Button icon={<ReloadOutlined aria-hidden />} onClick={empty.onRetry}>
              Tentar novamente
            </Button>
          )}
        </SectionEmpty>
      );
    }
    return children;
  };

  return (
    <section id={id} className={styles.section} aria-labelledby={titleId} aria-busy={isLoading}>
      <div className={extraPlacement === 'inline' ? styles.headerInline : styles.headerSplit}>
        {createElement(`h${titleLevel}`, { id: titleId, className: styles.title }, title)}
        {extra}
      </div>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {body()}
    </section>
  );
};
