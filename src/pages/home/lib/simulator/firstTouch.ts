import { wasSentEarly } from './earlySends';

const TOUCHES = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const;

/**
 * Calls `then` once the visitor first touches `card` (a focus, a pointer, a key, an input, a send), or at once when
 * they already have (the focus is in it, or it was sent before its code ran). Heard on the document in the capture
 * phase: React does not pass an event on to nodes it has not hydrated yet. Returns what stops listening.
 */
export const onFirstTouch = (card: Element | null, then: () => void): (() => void) => {
  if (!card || card.matches(':focus-within') || wasSentEarly(card)) {
    then();
    return () => undefined;
  }
  const stop = () => TOUCHES.forEach((type) => document.removeEventListener(type, touched, true));
  const touched = (event: Event) => {
    if (!(event.target instanceof Node) || !card.contains(event.target)) return;
    stop();
    then();
  };
  TOUCHES.forEach((type) => document.addEventListener(type, touched, true));
  return stop;
};
