import { useEffect, useState } from 'react';

/** Below this width the hero fills the first screen: the popup waits for it to leave, then opens as a sheet. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** 'waiting' until the page has settled; then a centred modal 'dialog', or on a phone a bottom 'sheet'. */
type PopupMoment = 'waiting' | 'dialog' | 'sheet';

/**
 * Resolves once the page has loaded and the browser is idle (at most 2 s after the load event): a popup
 * never competes with the first paint, the hydration or the page's own requests.
 */
export const whenPageSettles = (target: Window = window): Promise<void> =>
  new Promise((resolve) => {
    const idle = () => {
      if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else target.setTimeout(resolve, 200);
    };
    if (target.document.readyState === 'complete') idle();
    else target.addEventListener('load', idle, { once: true });
  });

/**
 * When the content popup may open. On a phone it never covers the hero (`heroId`): it waits until the visitor
 * has scrolled the hero off the screen, then slides in at the bottom without blocking the page. On a larger screen,
 * where it is modal, it never interrupts a form in use: it waits until the visitor leaves it.
 */
export const usePopupMoment = (heroId?: string): PopupMoment => {
  const [moment, setMoment] = useState<PopupMoment>('waiting');
  // Whether the visitor is filling in a form: where their last focus or press went (the field they were in before the
  // app ran, at first). A field its form's code draws again loses the focus for a moment and gets it back: the visitor
  // has not left the form, so only a focus or a press elsewhere counts as leaving it. Read as the popup is drawn, not
  // as the page settles: the popup's content may arrive after the visitor has started typing.
  const [inAForm, setInAForm] = useState(() => typeof document !== 'undefined' && Boolean(document.activeElement?.closest('form')));
  useEffect(() => {
    const follow = (event: Event) => setInAForm(event.target instanceof Element && Boolean(event.target.closest('form')));
    // Heard in the capture phase: React stops an event on a part of the page it has not hydrated yet (the simulator's
    // form, until its code arrives) at its root, before it would reach the document.
    document.addEventListener('focusin', follow, true);
    document.addEventListener('pointerdown', follow, true);
    return () => {
      document.removeEventListener('focusin', follow, true);
      document.removeEventListener('pointerdown', follow, true);
    };
  }, []);
  useEffect(() => {
    let cancelled = false;
    let observer: IntersectionObserver | undefined;
    void whenPageSettles().then(() => {
      if (cancelled) return;
      if (!window.matchMedia?.(PHONE_QUERY).matches) {
        // A field the visitor went into before the listeners above were on (a page hydrated in slices runs its effects
        // last, while the visitor may already be typing) is where the focus is now.
        if (document.activeElement?.closest('form')) setInAForm(true);
        return setMoment('dialog');
      }
      const hero = heroId ? document.getElementById(heroId) : null;
      if (!hero) return setMoment('sheet');
      observer = new IntersectionObserver(([entry]) => {
        if (!entry || entry.isIntersecting) return;
        observer?.disconnect();
        setMoment('sheet');
      });
      observer.observe(hero);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [heroId]);
  // Modal, it would take the focus from the field and the rest of the visitor's keys: it waits until they leave the form.
  return moment === 'dialog' && inAForm ? 'waiting' : moment;
};
