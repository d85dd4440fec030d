import { theme } from 'antd';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
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
  const { token } = theme.useToken();
  // antd tokens as CSS variables, so the stylesheet follows light, dark and bold contrast.
  const themeVars = {
    '--report-bg': token.colorBgContainer,
    '--report-border': token.colorBorderSecondary,
    '--report-text': token.colorText,
    '--report-text-secondary': token.colorTextSecondary,
    '--report-header-bg': token.colorFillAlter,
    '--report-accent': token.colorSuccess,
  } as CSSProperties;
  return (
    <section ref={section} id={id} aria-labelledby={headingId} className={styles.section} style={themeVars}>
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
