import { useCallback, useEffect, useRef, type RefObject } from 'react';
import useIMask from 'react-imask/esm/hook';
import { DOCUMENT_MASK } from '@/shared/lib/document';

type Props = {
  input: RefObject<HTMLInputElement | null>;
  /** The form's value. */
  value: string;
  onChange: (masked: string) => void;
  /** The mask owns the input from now on. */
  onAttach: () => void;
};

/**
 * Puts react-imask's CPF/CNPJ mask on `FieldDocumentInput`'s input (a module of its own, loaded lazily) and
 * keeps it and the form in step: every accepted change goes to the form; a value the form sets (a reset) is
 * written into the mask and handed back masked. Text already in the input when the mask attaches (typed
 * before it arrived) is kept.
 */
const DocumentMask = ({ input, value, onChange, onAttach }: Props) => {
  const latest = useRef({ onChange, onAttach });
  useEffect(() => {
    latest.current = { onChange, onAttach };
  });
  const onAccept = useCallback((masked: string) => latest.current.onChange(masked), []);
  const { maskRef } = useIMask(DOCUMENT_MASK, { ref: input, onAccept });
  const attached = useRef(false);

  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    if (!attached.current) {
      attached.current = true;
      latest.current.onAttach();
      if (!value && mask.value) {
        latest.current.onChange(mask.value);
        return;
      }
    }
    if (mask.value === value) return;
    mask.value = value;
    if (mask.value !== value) latest.current.onChange(mask.value);
  }, [maskRef, value]);

  return null;
};

export default DocumentMask;
