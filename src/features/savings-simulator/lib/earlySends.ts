/**
 * Sends of a simulator form that is still the page's HTML (its code on its way), kept for the form to answer
 * once it is live.
 *
 * Invariant: from the moment this module runs (the home page's code, loaded before React takes the page) until
 * the form's own code is mounted on that form, every send of it is heard here; from then on, React's handler hears
 * it and this does not. So no send is lost and none is answered twice, whatever the order of the send, the
 * hydration slices and the form's code arriving.
 *
 * Heard on the document in the capture phase, never on the card: while a send's target is inside a part React has
 * not hydrated yet, React's own listener on the app's root stops the event there, so no listener below the root
 * hears it.
 */
const liveForms = new WeakSet<HTMLFormElement>();
const sentCards = new WeakSet<Element>();
const heardDocuments = new WeakSet<Document>();

/** The card a simulator form sits in (the class the card renders). */
export const SIMULATOR_CARD_CLASS = 'sim-card';

const hear = (event: Event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || liveForms.has(form)) return;
  const card = form.closest(`.${SIMULATOR_CARD_CLASS}`);
  if (!card) return;
  // method="dialog" outside a dialog goes nowhere; said anyway, so no browser ever navigates.
  event.preventDefault();
  sentCards.add(card);
};

/** Starts hearing early sends (once per document; nothing on the server). */
export const listenForEarlySends = (): void => {
  if (typeof document === 'undefined' || heardDocuments.has(document)) return;
  heardDocuments.add(document);
  document.addEventListener('submit', hear, true);
};

/** The form's own code is mounted on `form` (call from its ref, in the commit that gives it React's handler). */
export const markFormLive = (form: HTMLFormElement | null): void => {
  if (form) liveForms.add(form);
};

/** Whether a form in `card` was sent before it was live; answers true once per send. */
export const takeEarlySend = (card: Element | null): boolean => card !== null && sentCards.delete(card);
