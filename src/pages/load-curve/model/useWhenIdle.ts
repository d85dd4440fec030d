import { useEffect, useState } from 'react';

/** The longest a value waits for an idle moment: on a page that is never idle it still follows within a second. */
const MOST = 1_000;

/**
 * `value` as it was at the page's last idle moment: what the 'Fator de potência' chart draws, so that a new period's
 * demand chart (the one the customer is reading) is drawn and painted first, and the chart below follows a moment
 * later instead of doubling the wait for both (docs/energy.md, "Drawing a month"). Where the browser has no
 * requestIdleCallback, the next task.
 */
export function useWhenIdle<T>(value: T): T {
  const [idle, setIdle] = useState(value);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(() => value));
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(() => value), { timeout: MOST });
    return () => cancelIdleCallback(handle);
  }, [value]);
  return idle;
}
