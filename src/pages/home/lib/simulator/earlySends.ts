/**
 * Sends of a simulator form still drawn from the page's HTML (its code on its way), kept for it to answer once live.
 * Heard on the document (capture) from the moment this module runs, before React takes the page, until the form's code
 * is mounted on it: React's root listener stops an event on what it has not hydrated before anything below hears it.
 */
const liveForms = new WeakSet<HTMLFormElement>();
const sentCards = new WeakSet<Element>();

/** The card a simulator form sits in (the class the card renders). */
export const SIMULATOR_CARD_CLASS = 'sim-card';

const hear = (event: Event) => {
  const form = event.target;
  const card = form instanceof HTMLFormElement && !liveForms.has(form) ? form.closest(`.${SIMULATOR_CARD_CLASS}`) : null;
  if (card) sentCards.add(card);
  if (card) event.preventDefault(); // It posts when no script runs; here it stays on the page.
};

/** Starts hearing early sends (nothing on the server; calling it again adds no second listener). */
export const listenForEarlySends = (): void => globalThis.document?.addEventListener('submit', hear, true);
/** The form's own code is mounted on `form`: call from its ref, in the commit that gives it React's handler. */
export const markFormLive = (form: HTMLFormElement | null): void => void (form && liveForms.add(form));
/** Whether a form in `card` was sent before it was live, and not answered yet (the answer takes it). */
export const wasSentEarly = (card: Element): boolean => sentCards.has(card);
/** Whether a form in `card` was sent before it was live; true once per send. */
export const takeEarlySend = (card: Element | null): boolean => card !== null && sentCards.delete(card);
