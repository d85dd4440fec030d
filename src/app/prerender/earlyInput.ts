import { flushSync } from 'react-dom';
import { caretIn, putCaretBack } from '@/shared/lib/form';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = { kind: 'submit' | 'click'; element: Element };
const FIELDS = 'input, textarea, select';

/** The app's live control named like `element` (a new node, drawn afresh): a field by name (a radio's with its value)
 * else id, a button by label, a form by its first field. Never a stand-in drawn inert while its code loads. */
const find = (container: HTMLElement, element: Element, selector: string) =>
  [...container.querySelectorAll(selector)].find((candidate) => !candidate.closest('[inert]') && keyOf(candidate) === keyOf(element));
const keyOf = (element: Element): string => {
  if (element instanceof HTMLFormElement) return `form ${keyOf(element.querySelector(FIELDS) ?? element.ownerDocument.body)}`;
  if (element instanceof HTMLButtonElement) return `button ${element.getAttribute('aria-label') ?? element.textContent}`;
  const { name, id, type, value } = element as HTMLInputElement;
  return name ? (type === 'radio' ? `${name}=${value}` : name) : `#${id}`;
};

/** What the visitor did to each field, to hand to the app's field as its own change (React hears the event). */
const changesIn = (container: HTMLElement) =>
  [...container.querySelectorAll<Field>(FIELDS)].flatMap((field) => {
    const { value, checked, defaultChecked, type } = field as HTMLInputElement;
    if (keyOf(field) === '#') return []; // Nothing names it in the app's drawing.
    if (type === 'checkbox' || type === 'radio') {
      // A radio counts where it was picked. React's tracker takes the other state; the click turns it, as theirs did.
      if (checked === defaultChecked || (type === 'radio' && !checked)) return [];
      return [{ field, apply: (target: HTMLInputElement) => { target.checked = !checked; target.click(); } }];
    }
    const select = field instanceof HTMLSelectElement;
    if (select ? [...field.options].every((option) => option.selected === option.defaultSelected) : value === field.defaultValue) return [];
    const apply = (target: HTMLInputElement) => {
      // React's value tracker takes the value React drew; the visitor's goes past it, so React sees it change.
      if (!select) target.value = target.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, value);
      target.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
    };
    return [{ field, apply }];
  });

/** The field or button in `container` the visitor is in (if the app's drawing names it), with their caret in it. */
const visitorIn = (container: HTMLElement) => {
  const active = container.ownerDocument.activeElement;
  if (!active || !container.contains(active) || keyOf(active) === '#') return null;
  return { element: active as HTMLInputElement, caret: caretIn(active as HTMLInputElement) };
};

/** Call right before React takes `container` (index.html's script stops holding). Returns the hand-over, for the commit
 * that draws the app: what was typed, ticked or picked goes to the field named alike as its own change (React 19 keeps it
 * on screen, never in the components' state), then the held presses and sends are done again, in order. Drawn afresh,
 * fields and focus are read now; the hand-over waits for the fields and forms the first screen lacks (a guard checking
 * the session, a form's code on its way) unless the visitor is taken to another page first. */
export const takeEarlyInput = (container: HTMLElement, drawnAfresh: boolean): (() => void) => {
  const early = (window as { __auroraEarlyActions?: { release: () => Held[] } }).__auroraEarlyActions;
  const held = (early?.release() ?? []).filter(({ element }) => container.contains(element));
  const readNow = drawnAfresh ? changesIn(container) : null;
  // Drawn afresh, the nodes the visitor is in are about to go: where they are is read now.
  const visitorBefore = drawnAfresh ? visitorIn(container) : null;
  return () => {
    const changes = readNow ?? changesIn(container);
    const path = window.location.pathname;
    const handOver = () => {
      // Every field (and form sent) is found before any changes: a change re-renders its form.
      const targets = changes.map(({ field }) => find(container, field, FIELDS) as HTMLInputElement | undefined);
      if (targets.includes(undefined) || held.some(({ kind, element }) => kind === 'submit' && !find(container, element, 'form'))) return false;
      // Hydrating, the visitor may be in one of these fields right now: a key pressed there (Delete over a selection)
      // makes React hydrate it at once, and the key acts after this hand-over. Writing a value puts the caret at its end,
      // and a change re-renders the form, which writes its other fields: their caret is read before any change.
      const visitor = drawnAfresh ? visitorBefore : visitorIn(container);
      changes.forEach(({ apply }, index) => apply(targets[index]!));
      const back = visitor && (drawnAfresh ? (find(container, visitor.element, `${FIELDS}, button`) as HTMLInputElement | undefined) : visitor.element);
      if (drawnAfresh) back?.focus({ preventScroll: true });
      if (back && visitor) putCaretBack(back, visitor.caret);
      // A task later, once React has rendered the changes; each press or send rendered before the next.
      const redo = ({ kind, element }: Held) => find(container, element, kind === 'submit' ? 'form' : 'button') as HTMLFormElement & HTMLButtonElement;
      setTimeout(() => held.forEach((action) => flushSync(() => (action.kind === 'submit' ? redo(action)?.requestSubmit() : redo(action)?.click()))));
      return true;
    };
    if (handOver()) return;
    const observer = new MutationObserver(() => (window.location.pathname !== path || handOver()) && observer.disconnect());
    observer.observe(container, { childList: true, subtree: true });
  };
};
