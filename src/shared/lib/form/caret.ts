/** A focused input's text as the visitor left it, with their caret or selection in it. */
export type Caret = { value: string; start: number; end: number; direction: HTMLInputElement['selectionDirection'] };

/** The input's text, caret and selection; null when the visitor is not in it. */
export const caretIn = (el: HTMLInputElement | null): Caret | null => {
  if (!el || el !== el.ownerDocument.activeElement || el.selectionStart == null || el.selectionEnd == null) return null;
  return { value: el.value, start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection };
};

/**
 * The position in `masked` with as many `kept` characters before it as `raw` has before `position`: a mask only adds
 * separators and drops what it refuses, so this is the place between the same characters once masked.
 */
const sameCharactersIn = (masked: string, raw: string, position: number, kept: RegExp) => {
  let wanted = [...raw.slice(0, position)].filter((character) => kept.test(character)).length;
  if (wanted === 0) return 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (kept.test(masked[index]!) && --wanted === 0) return index + 1;
  }
  return masked.length;
};

/** Every character counts: the same text, or one changed only in case, gets the caret at the same place. */
const ANY_CHARACTER = /[^]/;

/**
 * Writing an input's value puts the caret at its end: masking the text a visitor is in (a mask's code arriving), or
 * writing it again to hand it to the app. This puts their caret and selection back around the same characters (those
 * matching `kept`: a mask only adds separators), if they are still in the input.
 */
export const putCaretBack = (el: HTMLInputElement | null, caret: Caret | null, kept: RegExp = ANY_CHARACTER) => {
  if (!el || !caret || el !== el.ownerDocument.activeElement) return;
  const at = (position: number) => sameCharactersIn(el.value, caret.value, position, kept);
  el.setSelectionRange(at(caret.start), at(caret.end), caret.direction ?? undefined);
};
