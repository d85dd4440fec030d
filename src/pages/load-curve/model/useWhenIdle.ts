import { useEffect, useState } from 'react';

/** The longest a value waits for an idle moment: on a page that is never idle it still follows within a second. */
const MOST = 1_000;

/**
 * Runs `work` at the page's next idle moment (at most a second away; the next task where the browser has no
 * requestIdleCallback); returns what cancels it, for an effect's cleanup.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: MOST });
  return () => cancelIdleCallback(handle);
}

/**
 * `value` as it was at the page's last idle moment: what the 'Fator de potência' section shows, so that a new period's
 * demand chart (the one the customer is reading) is drawn and painted first, and the section below follows a moment
 * later instead of doubling the wait for both (docs/energy.md, "Drawing a month").
 */
export function useWhenIdle<T>(value: T): T {
  const [idle, setIdle] = useState(value);
  useEffect(() => whenIdle(() => setIdle(() => value)), [value]);
  return idle;
}
