import { useLayoutEffect, useReducer, useRef, type ChangeEvent } from 'react';
import { formatDocument } from '@/shared/lib/document';

const SIGNIFICANT = /[0-9A-Za-z]/;

/** Caret index right after the `count`-th letter or digit of the masked text. */
const caretAfter = (masked: string, count: number): number => {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (SIGNIFICANT.test(masked[index] ?? '') && ++seen === count) return index + 1;
  }
  return masked.length;
};

/**
 * The live CPF/CNPJ mask of a controlled input (`000.000.000-00` switching to `00.000.000/0000-00`;
 * letters upper-cased in an alphanumeric CNPJ): returns the input's change handler, which hands the
 * masked text to `onChange` and keeps the caret among the same characters when the user edits mid-text.
 * `inputElement` finds the DOM input (antd wraps it in its own ref).
 */
export const useDocumentMask = (inputElement: () => HTMLInputElement | null, onChange: (masked: string) => void) => {
  const caret = useRef<number | null>(null);
  // The masked value can equal the previous one (a deleted separator): re-render anyway to place the caret.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const element = inputElement();
    if (caret.current === null || !element || element.ownerDocument.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const before = raw.slice(0, event.target.selectionStart ?? raw.length);
    const masked = formatDocument(raw);
    caret.current = caretAfter(masked, [...before].filter((ch) => SIGNIFICANT.test(ch)).length);
    onChange(masked);
    rerender();
  };
};

/** Props every CPF/CNPJ input shares: no spell check, capitals on phone keyboards, plain text. */
export const DOCUMENT_INPUT_PROPS = { spellCheck: false, autoCapitalize: 'characters', type: 'text' } as const;
