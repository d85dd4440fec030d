import { flushSync } from 'react-dom';

/** One thing the visitor did before the app could answer, held by index.html's inline script. */
type HeldAction = { kind: 'submit' | 'click'; element: Element };
/** Set by the inline script in index.html: what it held, in order; `release` also stops holding. */
type EarlyActions = { release: () => HeldAction[] };

const earlyActions = () => (window as { __auroraEarlyActions?: EarlyActions }).__auroraEarlyActions;

/** Sets a field's value past React's value tracker, so React sees the change as the visitor's. */
const setUntracked = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
};

/** How long the hand-over waits for the rest of the fields that were typed into, once the app draws one of them. */
const FIELDS_WAIT_MS = 5000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsOf = (container: ParentNode) => [...container.querySelectorAll<Field>('input, textarea, select')];

/**
 * What names a field, button or form across two drawings of the same page: its id, else its name (with the value,
 * for a radio), a button's name, or a form's first named field. The app's first render may replace the page's HTML
 * with new nodes; the same control has the same key in both.
 */
const keyOf = (element: Element): string | null => {
  if (element.id) return `#${element.id}`;
  if (element instanceof HTMLFormElement) {
    for (const field of fieldsOf(element)) {
      const key = keyOf(field);
      if (key) return `form ${key}`;
    }
    return null;
  }
  if (element instanceof HTMLButtonElement) {
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
    return name ? `button ${name}` : null;
  }
  const { name } = element as Field;
  if (!name) return null;
  return element instanceof HTMLInputElement && element.type === 'radio' ? `${name}=${element.value}` : name;
};

/** The element of `target` with `key`, where `drawn` is no longer on the page (drawn afresh). */
const counterpart = (target: HTMLElement, drawn: Element, key: string | null, selector: string): Element | null => {
  if (drawn.isConnected && target.contains(drawn)) return drawn;
  return key === null ? null : ([...target.querySelectorAll(selector)].find((element) => keyOf(element) === key) ?? null);
};

/**
 * Reads what the visitor did to one field before the app ran, and returns how to hand it to React's field (null
 * when the field is as drawn).
 */
const change = (field: Field): ((target: Field) => void) | null => {
  if (field instanceof HTMLSelectElement) {
    if ([...field.options].every((option) => option.selected === option.defaultSelected)) return null;
    const picked = field.value;
    return (target) => {
      target.value = picked;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio counts where the visitor picked it (picking it unpicked the drawn one).
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return null;
    const ticked = field.checked;
    return (target) => {
      if (!(target instanceof HTMLInputElement)) return;
      // The tracker takes the other state; the click then turns it into the visitor's, as their own click did.
      target.checked = !ticked;
      target.click();
    };
  }
  if (field.value === field.defaultValue) return null;
  const typed = field.value;
  return (target) => {
    if (target instanceof HTMLSelectElement) return;
    // React keeps defaultValue at the value it holds: the tracker takes that, the field then shows the text.
    target.value = target.defaultValue;
    setUntracked(target, typed);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  };
};

type Change = { key: string; apply: (target: Field) => void };

/** Where the visitor is in the page's HTML: the focused control's key and, in a text field, the selection. */
type Focus = { key: string | null; element: Element; start: number | null; end: number | null };

const focusIn = (container: HTMLElement): Focus | null => {
  const element = document.activeElement;
  if (!element || element === container || !container.contains(element)) return null;
  const text = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
  return { key: keyOf(element), element, start: text ? element.selectionStart : null, end: text ? element.selectionEnd : null };
};

/** Puts the visitor back where they were, on the app's control with the same key (the page drawn afresh). */
const refocus = (container: HTMLElement, focus: Focus) => {
  const target = counterpart(container, focus.element, focus.key, 'input, textarea, select, button, a');
  if (!(target instanceof HTMLElement) || target === document.activeElement) return;
  target.focus({ preventScroll: true });
  if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && focus.start !== null) {
    try {
      target.setSelectionRange(focus.start, focus.end ?? focus.start);
    } catch {
      // A field type without a selection (e-mail, number): the caret stays where the browser puts it.
    }
  }
};

/** Every field's change, read before any is handed over: handing one over re-renders its form. */
const readChanges = (container: HTMLElement): Change[] =>
  fieldsOf(container).flatMap((field) => {
    const key = keyOf(field);
    const apply = key === null ? null : change(field);
    return key !== null && apply ? [{ key, apply }] : [];
  });

/**
 * Call right before React takes `container` (hydrateRoot or createRoot): from then on React hears the page itself,
 * so index.html's script stops holding what the visitor does, and what it held is taken here. Returns the hand-over,
 * to run once the app's tree is mounted: what was typed, ticked or picked in the page's HTML goes to the field with
 * the same key as the component's own change event (React keeps such text on screen, not in the form's state), then
 * the held presses and sends are done again through the app, in their order.
 *
 * `drawnAfresh`: the app draws the page anew over the HTML, so the fields (and which one has the focus, with its
 * caret) are read now, before their nodes go, and the focus is put back on the new field; hydrating, the fields are
 * read at the hand-over, which also catches what was typed while React hydrated. Run the hand-over in a layout
 * effect: in the commit that draws the app, before the visitor can type into it.
 */
export const takeEarlyInput = (container: HTMLElement, drawnAfresh: boolean): (() => void) => {
  const held = (earlyActions()?.release() ?? [])
    .filter(({ element }) => container.contains(element))
    .map(({ kind, element }) => ({ kind, element, key: keyOf(element) }));
  const early = drawnAfresh ? readChanges(container) : null;
  const focus = drawnAfresh ? focusIn(container) : null;

  return () => {
    const changes = early ?? readChanges(container);
    const handOver = () => {
      const fields = new Map(fieldsOf(container).map((field) => [keyOf(field), field]));
      // Every field is found before any is changed: a change re-renders its form.
      const found = changes.flatMap(({ key, apply }) => {
        const field = fields.get(key);
        return field ? [() => apply(field)] : [];
      });
      for (const apply of found) apply();
      if (focus) refocus(container, focus);
      if (held.length === 0) return;
      // Once React has rendered those changes into the components' state (it does so right after these events);
      // each press or send is rendered before the next, so a send after a press sees what the press changed.
      setTimeout(() => {
        for (const { kind, element, key } of held) {
          const target = counterpart(container, element, key, kind === 'submit' ? 'form' : 'button');
          flushSync(() => {
            if (target instanceof HTMLFormElement) target.requestSubmit();
            else if (target instanceof HTMLButtonElement) target.click();
          });
        }
      });
    };
    // The app's first screen may not hold the fields yet (a guard still checking the session, code on its way): wait
    // for them as long as that takes (on a slow phone the session check outlasts any fixed wait, and what was typed
    // was lost), then hand over. Once some of them are drawn, the rest get a moment to follow, then what has a field
    // is handed over. The page left for another before they came: nothing to hand over. The observer runs right
    // after the commit that draws them, before the visitor can type into them.
    const path = window.location.pathname;
    const drawn = () => new Set(fieldsOf(container).map(keyOf));
    const ready = () => {
      const present = drawn();
      return changes.every(({ key }) => present.has(key));
    };
    if (ready()) return handOver();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    const finish = () => {
      stop();
      handOver();
    };
    const observer = new MutationObserver(() => {
      if (window.location.pathname !== path) return stop();
      if (ready()) return finish();
      const present = drawn();
      if (timer === undefined && changes.some(({ key }) => present.has(key))) timer = setTimeout(finish, FIELDS_WAIT_MS);
    });
    observer.observe(container, { childList: true, subtree: true });
  };
};
