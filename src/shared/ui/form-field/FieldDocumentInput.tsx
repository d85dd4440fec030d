import { useCallback, useEffect, useRef } from 'react';
import useIMask from 'react-imask/esm/hook';
import { DOCUMENT_MASK } from '@/shared/lib/document';
import { FieldInput, type FieldInputProps } from './FieldInput';

type Props = Omit<FieldInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'> & {
  /** The masked text, as the form holds it. */
  value: string;
  onChange: (masked: string) => void;
};

/**
 * CPF or CNPJ with react-imask's live mask (`DOCUMENT_MASK`): typed, pasted or dropped text is masked and the
 * caret kept by imask, which owns the input's text; the form's value is handed back on every accepted change
 * and written into the mask when the form changes it (a reset). Paste allowed (decisions §6).
 */
export const FieldDocumentInput = ({ value, onChange, ...rest }: Props) => {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const onAccept = useCallback((masked: string) => onChangeRef.current(masked), []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(DOCUMENT_MASK, { onAccept });

  useEffect(() => {
    const mask = maskRef.current;
    if (mask && mask.value !== value) mask.value = value;
  }, [maskRef, value]);

  return <FieldInput spellCheck={false} autoCapitalize="characters" {...rest} ref={ref} type="text" />;
};
