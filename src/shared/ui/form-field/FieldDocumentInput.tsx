import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { FieldInput, type FieldInputProps } from './FieldInput';
import { useMaskEchoes } from './maskEchoes';

// react-imask and the mask arrive as the field renders, not before the screen paints.
const DocumentMask = lazy(() => import('./DocumentMask'));

type Props = Omit<FieldInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'> & {
  /** The masked text, as the form holds it. */
  value: string;
  onChange: (masked: string) => void;
};

/**
 * CPF or CNPJ with react-imask's live mask (`DOCUMENT_MASK`): typed, pasted or dropped text is masked and the
 * caret kept by imask, which owns the input's text. Until the mask's code has arrived the field takes plain
 * text (handed to the form as typed), which the mask formats when it attaches; a value the form sets itself in that
 * time (a demo account's 'Usar', a reset) replaces what was typed, and is what the mask takes up. Paste allowed
 * (decisions §6).
 */
export const FieldDocumentInput = ({ value, onChange, ...rest }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const masked = useRef(false);
  const edited = useRef(false);
  const typed = useMaskEchoes<string>();
  const rendered = useRef(value);
  // Before the mask: the form changing its value to one nobody typed here set it itself. The field shows it, and the
  // typing before it no longer stands (a layout effect: never late against keys typed since). Not on the first render:
  // text typed into a page painted from HTML before it came alive stays, for the mask to take up.
  useLayoutEffect(() => {
    const field = input.current;
    if (value === rendered.current) return;
    rendered.current = value;
    if (masked.current || !field || typed.isEcho(value) || value === field.value) return;
    field.value = value;
    edited.current = false;
  }, [value, typed]);
  return (
    <>
      <FieldInput
        spellCheck={false}
        autoCapitalize="characters"
        {...rest}
        ref={input}
        type="text"
        onChange={(event) => {
          if (masked.current) return;
          edited.current = true;
          typed.sent(event.target.value);
          onChange(event.target.value);
        }}
      />
      <Suspense fallback={null}>
        <DocumentMask
          input={input}
          value={value}
          onChange={onChange}
          onAttach={() => {
            masked.current = true;
            return edited.current;
          }}
        />
      </Suspense>
    </>
  );
};
