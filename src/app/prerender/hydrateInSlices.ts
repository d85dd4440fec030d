import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates `container` as a transition: React works in slices of a few milliseconds and lets the browser
 * answer a click or a key between them, instead of one long task over the whole page.
 */
export const hydrateInSlices = (container: HTMLElement, children: ReactNode): void => {
  startTransition(() => {
    hydrateRoot(container, children);
  });
};
