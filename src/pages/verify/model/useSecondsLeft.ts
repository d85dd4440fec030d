import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms), at most `limit`, ticking once a second while above
 * zero. The clock is read in the tick, never during render.
 */
export const useSecondsLeft = (deadline: number, limit: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.min(limit, Math.max(0, Math.ceil((deadline - now) / 1000)));
};
