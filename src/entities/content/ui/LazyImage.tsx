import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE } from '@/shared/config';
import { throttle } from '../lib/throttle';
import './content.css';

type Props = { src: string; alt?: string; width: number; height: number; className?: string };

/**
 * Loads the image once it comes within 100 px of the viewport (IntersectionObserver rootMargin), checked
 * at most every 300 ms (throttle): an image that only flies past during a fast scroll is never fetched.
 */
export const LazyImage = ({ src, alt = '', width, height, className }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return undefined;
    let intersecting = false;
    const check = throttle(() => {
      if (intersecting) setVisible(true);
    }, LAZY_IMAGE.throttleMs);
    const observer = new IntersectionObserver(
      (entries) => {
        intersecting = entries.some((entry) => entry.isIntersecting);
        check();
      },
      { rootMargin: `${LAZY_IMAGE.thresholdPx}px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      check.cancel();
    };
  }, [visible]);

  return (
    <div ref={ref} className={`cms-image${visible ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`}>
      {visible ? (
        <img src={src} alt={alt} width={width} height={height} decoding="async" />
      ) : (
        <span className="cms-image__placeholder" style={{ aspectRatio: `${width} / ${height}` }} />
      )}
    </div>
  );
};
