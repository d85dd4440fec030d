import { useState, type ReactNode } from 'react';
import { useScrollCue } from './useScrollCue';
import styles from './ScrollRegion.module.css';

type Props = {
  /** What the region holds, read out when the keyboard reaches it ('Cookies e dados guardados no navegador'). */
  label: string;
  children: ReactNode;
  /** On the outer box, which holds the scrolling box and, below it, the cue. */
  className?: string;
};

/**
 * A wide table (or any wide block) that scrolls sideways inside its own box, so the page never does (WCAG 1.4.10).
 * While part of it is out of view the box joins the tab order (arrow keys scroll it; axe's
 * scrollable-region-focusable), a shadow marks each side where more is, and a line of text below says so.
 * antd tables take ScrollTable instead, which makes antd's own scrolling box the region.
 */
export const ScrollRegion = ({ label, children, className }: Props) => {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const { before, after, partlyHidden, cueId, cue } = useScrollCue(box);
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <div className={styles.edges} data-more-before={before} data-more-after={after}>
        <div
          ref={setBox}
          className={styles.region}
          role="region"
          aria-label={label}
          tabIndex={partlyHidden ? 0 : undefined}
          aria-describedby={partlyHidden ? cueId : undefined}
        >
          {children}
        </div>
      </div>
      {cue}
    </div>
  );
};
