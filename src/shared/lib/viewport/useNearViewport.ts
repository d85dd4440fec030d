import { useEffect, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once the element comes within `rootMargin` of the viewport, and stays true: used to start
 * loading heavy code (charts) just before a section is seen. Without IntersectionObserver it is true.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [near, setNear] = useState(() => !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
