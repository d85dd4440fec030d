import { useEffect } from 'react';

/** Sections above load at their own pace (lazy code, list calls); after this the page is left alone. */
const MAX_MS = 10_000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Where the person is busy: a dialog they opened (the search, the unit picker) or a field they type in. A section that
 * arrives later does not take the focus from there: opened with Ctrl+K on its way in, the search lost the keys typed
 * into it to the section's heading and then to the dialog's close button.
 */
const busyElsewhere = (focused: Element | null) =>
  focused instanceof HTMLElement &&
  (focused.closest('[role="dialog"], [role="alertdialog"], dialog[open]') !== null || focused.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(focused.tagName));

/**
 * Scrolls a section into view and keeps it there while the content above it loads (contracts and
 * invoices change height), until the user scrolls or types, or 10 s pass. Focus goes to its heading, unless the
 * person is already busy in a dialog or a field.
 */
export function useScrollToSection(sectionId: string | null): void {
  useEffect(() => {
    if (!sectionId) return undefined;
    const section = document.getElementById(sectionId);
    if (!section) return undefined;
    // At once, not smoothly (the page's scroll-behavior): a page opened on a report lands there, and the sections it
    // passes over never come near the screen on the way (their code would load for nothing).
    const align = () => section.scrollIntoView({ block: 'start', behavior: 'instant' });
    align();
    if (!busyElsewhere(document.activeElement)) section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });

    const stop = () => {
      observer?.disconnect();
      USER_INPUT.forEach((type) => window.removeEventListener(type, stop));
      window.clearTimeout(cap);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(align);
    observer?.observe(document.body);
    const cap = window.setTimeout(stop, MAX_MS);
    USER_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    return stop;
  }, [sectionId]);
}
