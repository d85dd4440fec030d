import { Input, type InputProps, type InputRef } from 'antd';
import { useLayoutEffect, useReducer, useRef } from 'react';
import { formatDocument } from '@/shared/lib/document';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (masked: string) => void };

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
 * CPF or CNPJ with the live mask (`000.000.000-00` switching to `00.000.000/0000-00`; letters
 * upper-cased in an alphanumeric CNPJ). Controlled, so a form reset clears it; the caret keeps
 * its place among the characters when the user edits mid-text; paste is allowed (decisions §6).
 */
export const DocumentInput = ({ value, onChange, ...rest }: Props) => {
  const ref = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const element = ref.current?.input;
    if (caret.current === null || !element || element.ownerDocument.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <Input
      spellCheck={false}
      autoCapitalize="characters"
      {...rest}
      ref={ref}
      type="text"
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        const before = raw.slice(0, event.target.selectionStart ?? raw.length);
        const masked = formatDocument(raw);
        caret.current = caretAfter(masked, [...before].filter((ch) => SIGNIFICANT.test(ch)).length);
        onChange(masked);
        rerender();
      }}
    />
  );
};
