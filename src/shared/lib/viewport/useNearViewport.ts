import { useEffect, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once the element comes within `rootMargin` of the viewport, and stays true: used to start
 * loading heavy code (charts) just before a section is seen. Without IntersectionObserver it is true. While `watching`
 * is false nothing is observed (the page is about to scroll elsewhere).
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px', watching = true): boolean {
  const [near, setNear] = useState(() => !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (near || !watching || !element) return undefined;
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
  }, [near, ref, rootMargin, watching]);
  return near;
}
