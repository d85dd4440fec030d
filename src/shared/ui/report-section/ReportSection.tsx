import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useNearViewport } from '@/shared/lib/viewport';
import styles from './ReportSection.module.css';

type Props = {
  id: string;
  title: string;
  description: ReactNode;
  controls?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Called once when the section nears the viewport: a chance to start fetching its chart code early. */
  onNearViewport?: () => void;
  children: ReactNode;
};

/** A report card: an h2 heading the page can scroll to, a short description, its controls and content. */
export const ReportSection = ({ id, title, description, controls, headingRef, onNearViewport, children }: Props) => {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, '200px');
  useEffect(() => {
    if (near) onNearViewport?.();
  }, [near, onNearViewport]);
  return (
    <section ref={section} id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {title}
          </h2>
          <p className={styles.description}>{description}</p>
        </div>
        {controls ? <div className={styles.controls}>{controls}</div> : null}
      </div>
      {children}
    </section>
  );
};
