import { useRef } from 'react';
import { DOCUMENT_INPUT_PROPS, useDocumentMask } from '@/shared/lib/form';
import { FieldInput, type FieldInputProps } from './FieldInput';

type Props = Omit<FieldInputProps, 'value' | 'onChange' | 'type' | 'ref'> & { value: string; onChange: (masked: string) => void };

/** CPF or CNPJ with the live mask (the antd twin is `DocumentInput`); controlled, paste allowed (decisions §6). */
export const FieldDocumentInput = ({ value, onChange, ...rest }: Props) => {
  const ref = useRef<HTMLInputElement>(null);
  const handleChange = useDocumentMask(() => ref.current, onChange);
  return (
    <FieldInput
      spellCheck={DOCUMENT_INPUT_PROPS.spellCheck}
      autoCapitalize={DOCUMENT_INPUT_PROPS.autoCapitalize}
      {...rest}
      ref={ref}
      type={DOCUMENT_INPUT_PROPS.type}
      value={value}
      onChange={handleChange}
    />
  );
};
