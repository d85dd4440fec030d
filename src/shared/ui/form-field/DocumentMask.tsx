import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useIMask } from 'react-imask';
import { caretIn, putCaretBack, type Caret } from '@/shared/lib/form';
import { DOCUMENT_MASK } from '@/shared/lib/document';
import { useMaskEchoes } from './maskEchoes';

type Props = {
  input: RefObject<HTMLInputElement | null>;
  /** The form's value. */
  value: string;
  onChange: (masked: string) => void;
  /**
   * The mask owns the input from now on. Returns whether the visitor edited the input before: their text, even
   * none, then stands, whatever the form holds.
   */
  onAttach: () => boolean;
};

/** The characters a CPF or CNPJ is made of; the mask adds dots, a slash and a dash. */
const DOCUMENT_CHARACTERS = /[0-9a-z]/i;

/**
 * Puts react-imask's CPF/CNPJ mask on `FieldDocumentInput`'s input (a module of its own, loaded lazily) and
 * keeps it and the form in step: every accepted change goes to the form; a value the form sets itself (a reset)
 * is written into the mask and handed back masked.
 *
 * What the input holds when the mask attaches is the visitor's latest typing (the mask's code may arrive while
 * they type): it is masked and handed to the form, never replaced by the form's value, which may be a keystroke
 * behind. That holds for an input the visitor emptied too: the form may still hold the text they cleared. Only a
 * value the mask did not hand over itself goes the other way: the form's value shows when the mask attaches to an
 * input nobody has edited, and a value the form sets later (a reset) is written into the mask.
 */
const DocumentMask = ({ input, value, onChange, onAttach }: Props) => {
  const latest = useRef({ value, onChange, onAttach });
  useLayoutEffect(() => {
    latest.current = { value, onChange, onAttach };
  });
  const echoes = useMaskEchoes<string>();
  const emit = useCallback(
    (masked: string) => {
      if (masked === latest.current.value) return;
      echoes.sent(masked);
      latest.current.onChange(masked);
    },
    [echoes],
  );
  const onAccept = useCallback((masked: string) => emit(masked), [emit]);
  // Where the visitor's caret or selection is as the mask attaches. Declared before useIMask: this effect runs right
  // before the hook's, which create the mask, in the same turn, so nothing the visitor does can fall between.
  const caretBefore = useRef<Caret | null>(null);
  useEffect(() => {
    caretBefore.current = caretIn(input.current);
  }, [input]);
  const { maskRef } = useIMask(DOCUMENT_MASK, { ref: input, onAccept });

  // Once, when the hook's effect has created the mask over the input.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    const edited = latest.current.onAttach();
    if (edited || mask.value) {
      // Masking the text puts the caret at its end: a visitor who had selected it all (to type another document over
      // it) would type after it instead. Their caret and selection go back around the same characters.
      putCaretBack(input.current, caretBefore.current, DOCUMENT_CHARACTERS);
      emit(mask.value);
    } else if (latest.current.value) {
      mask.value = latest.current.value;
      emit(mask.value);
    }
  }, [maskRef, emit, input]);

  // The form changed the value itself (a reset, a value set by code): the field shows it, masked. A layout effect,
  // so it never runs late, against keys typed since.
  useLayoutEffect(() => {
    const mask = maskRef.current;
    if (!mask || echoes.isEcho(value) || value === mask.value) return;
    mask.value = value;
    emit(mask.value);
  }, [maskRef, value, emit, echoes]);

  return null;
};

export default DocumentMask;
