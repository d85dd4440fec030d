import { useCallback, useState } from 'react';

/**
 * The width in px of the element `box` is given to, read as it is attached, in the commit that puts it on the page
 * (so what depends on it is drawn before the first paint; null until then), and followed as it changes. Where the
 * element has no layout (jsdom) it is `fallback`.
 */
export function useBoxWidth(fallback: number) {
  const [width, setWidth] = useState<number | null>(null);
  const box = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      setWidth(element.clientWidth || fallback);
      const observer = new ResizeObserver(([entry]) => {
        const next = Math.round(entry?.contentRect.width ?? 0);
        if (next > 0) setWidth(next);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [fallback],
  );
  return { box, width };
}
