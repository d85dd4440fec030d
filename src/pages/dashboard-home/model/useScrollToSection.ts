import { useEffect } from 'react';

/** Stop once the page has not changed size for this long… */
const QUIET_MS = 1500;
/** …and in any case after this, so a page that keeps changing never holds the scroll. */
const MAX_MS = 10_000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls a section into view and keeps it there while the content above it loads (contracts and
 * invoices change height), until the user scrolls or types, or the page has settled. Focus goes to its heading.
 */
export function useScrollToSection(sectionId: string | null): void {
  useEffect(() => {
    if (!sectionId) return undefined;
    const section = document.getElementById(sectionId);
    if (!section) return undefined;
    const align = () => section.scrollIntoView({ block: 'start' });
    align();
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });

    let quiet = 0;
    const stop = () => {
      observer?.disconnect();
      USER_INPUT.forEach((type) => window.removeEventListener(type, stop));
      window.clearTimeout(quiet);
      window.clearTimeout(cap);
    };
    const onResize = () => {
      align();
      window.clearTimeout(quiet);
      quiet = window.setTimeout(stop, QUIET_MS);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    observer?.observe(document.body);
    quiet = window.setTimeout(stop, QUIET_MS);
    const cap = window.setTimeout(stop, MAX_MS);
    USER_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    return stop;
  }, [sectionId]);
}
