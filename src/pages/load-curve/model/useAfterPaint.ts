import { useEffect, useState } from 'react';

/**
 * `value`, but a changed one only once the browser has painted the frame that the change was rendered in: an animation
 * frame, then a task after it (the paint comes between). What reads it renders in a task of its own, after the rest of
 * the page is on screen. The first value is there at once.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(() => value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
