/** Set by the inline script in index.html: forms submitted from the page's HTML, held until the app runs. */
type EarlySubmits = { release: () => HTMLFormElement[] };

const earlySubmits = () => (window as { __auroraEarlySubmits?: EarlySubmits }).__auroraEarlySubmits;

/** Sets a field's value past React's value tracker, so React sees the change as the visitor's. */
const setUntracked = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Reads what the visitor did to one field before the app ran, and returns how to hand it to React (null when the
 * field is as drawn). Read for every field first: handing one over re-renders its form, which redraws the others
 * from the form's state.
 */
const adoption = (field: Field): (() => void) | null => {
  if (field instanceof HTMLSelectElement) {
    if ([...field.options].every((option) => option.selected === option.defaultSelected)) return null;
    const picked = field.value;
    return () => {
      field.value = picked;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio counts where the visitor picked it (picking it unpicked the drawn one).
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return null;
    const ticked = field.checked;
    return () => {
      // The tracker takes the other state; the click then turns it into the visitor's, as their own click did.
      field.checked = !ticked;
      field.click();
    };
  }
  if (field.value === field.defaultValue) return null;
  const typed = field.value;
  return () => {
    // React keeps defaultValue at the value it holds: the tracker takes that, the field then shows the text again.
    field.value = field.defaultValue;
    setUntracked(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
};

/**
 * After hydration: what a visitor typed, ticked or picked in the page's HTML before the app ran is handed to
 * the components as their own change events (React keeps it on screen but not in the form's state), then a
 * form submitted meanwhile is submitted again, now through the app.
 */
export const adoptEarlyInput = (container: HTMLElement): void => {
  const adoptions = [...container.querySelectorAll<Field>('input, textarea, select')].map(adoption);
  for (const adopt of adoptions) adopt?.();
  const held = earlySubmits()?.release() ?? [];
  if (held.length === 0) return;
  // Once React has rendered those changes into the forms' state (it does so right after these events).
  setTimeout(() => {
    for (const form of held) if (form.isConnected && container.contains(form)) form.requestSubmit();
  });
};
