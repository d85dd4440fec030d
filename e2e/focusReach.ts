import type { Page } from '@playwright/test';

/** Waits until a menu or dialog has finished sliding in: measured half-way, its right side is still off the screen. */
export const menuStill = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity));

/**
 * Controls the keyboard cannot bring into view: each one that takes part in the tab order gets the focus in page
 * order, as Tab gives it, and must then stand inside the viewport, not under anything else (a sticky header, a
 * banner). A radio group counts as its checked radio, the only one Tab stops at. `scope` narrows the search to an
 * open dialog, the only part of the page a modal leaves reachable.
 */
export const hiddenControls = async (page: Page, scope = 'body') => {
  // A key press first, as a keyboard user's own: the page stops what it does until the person acts (the report
  // routes keep their section in view while content above it loads).
  await page.keyboard.press('Shift');
  return page.evaluate(async (within) => {
    const found: string[] = [];
    const candidates = document.querySelector(within)!.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]');
    // Asked again before each focus: a carousel hides its other slides (inert) a moment after it draws them, and a
    // report's placeholder field gives way to the real picker once its code has arrived.
    const tabbable = (element: HTMLElement) =>
      element.isConnected &&
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      element.checkVisibility({ visibilityProperty: true });
    const controls = [...candidates].filter(tabbable);
    const describe = (element: HTMLElement) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')} "${text}"`;
    };
    // Forwards, as Tab brings each control in from below, then backwards, as Shift+Tab brings it in from above (where
    // a sticky header waits).
    for (const control of [...controls, ...controls.reverse()]) {
      if (!tabbable(control)) continue;
      control.focus();
      // What a focus sets off (a tooltip, a picker opening) runs before the next key, as between two presses of Tab.
      await new Promise((done) => setTimeout(done));
      // A placeholder that gives way to the real control as it takes the focus (a report's month picker) hands the
      // focus to it: the same id holds it.
      const holds = document.activeElement === control || (control.id !== '' && document.activeElement?.id === control.id);
      if (!holds) {
        const holder = document.activeElement instanceof HTMLElement ? describe(document.activeElement) : 'nothing';
        found.push(`${describe(control)} does not take the focus (${holder} keeps it)`);
        continue;
      }
      const focused = document.activeElement as HTMLElement;
      // An input drawn by its label (antd's radios and checkboxes) is seen where its label is.
      const own = focused.getBoundingClientRect();
      const box = own.width > 1 && own.height > 1 ? own : (focused.closest('label') ?? focused).getBoundingClientRect();
      const visible = {
        left: Math.max(box.left, 0),
        right: Math.min(box.right, window.innerWidth),
        top: Math.max(box.top, 0),
        bottom: Math.min(box.bottom, window.innerHeight),
      };
      if (visible.right <= visible.left || visible.bottom <= visible.top) {
        found.push(`${describe(control)} stays out of view when focused`);
        continue;
      }
      // Not hidden if some of what shows of it is not under anything else (WCAG 2.4.11): its middle, or a quarter in.
      const points = [0.5, 0.25, 0.75].flatMap((across) => [0.5, 0.25, 0.75].map((down) => [across, down] as const));
      const hits = points.map(([across, down]) =>
        document.elementFromPoint(visible.left + (visible.right - visible.left) * across, visible.top + (visible.bottom - visible.top) * down),
      );
      const mine = (hit: Element | null) => hit && (hit === focused || focused.contains(hit) || hit.contains(focused) || hit.closest('label')?.contains(focused));
      if (!hits.some(mine)) {
        const cover = hits[0];
        found.push(`${describe(control)} is covered by ${cover ? `${cover.tagName.toLowerCase()}.${[...cover.classList].slice(0, 2).join('.')}` : 'nothing drawn'} when focused`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return [...new Set(found)];
  }, scope);
};
