import { useEffect, useState } from 'react';

/** Whether content lies hidden before (scrolled past) and after (still to come) the box's visible part. */
type ScrollEdges = { before: boolean; after: boolean };

const NONE: ScrollEdges = { before: false, after: false };

/** Below one pixel the difference is rounding, not a column. */
const read = (box: HTMLElement): ScrollEdges => {
  // Right-to-left pages count scrollLeft from 0 down to negative values.
  const scrolled = Math.abs(box.scrollLeft);
  return { before: scrolled > 1, after: scrolled + box.clientWidth < box.scrollWidth - 1 };
};

/**
 * Follows a box that scrolls sideways: on scroll, when the box resizes (rotation, zoom, a side menu folding) and when
 * its content does (rows arriving, a column shown).
 */
export const useScrollEdges = (box: HTMLElement | null): ScrollEdges => {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!box) return;
    const update = () => {
      const next = read(box);
      setEdges((shown) => (shown.before === next.before && shown.after === next.after ? shown : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // In the unit tests jsdom has a stub that never calls back: there nothing changes size.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [box]);
  return edges;
};
