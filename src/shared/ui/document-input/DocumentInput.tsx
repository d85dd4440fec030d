import { Input, type InputProps, type InputRef } from 'antd';
import { useRef } from 'react';
import { DOCUMENT_INPUT_PROPS, useDocumentMask } from '@/shared/lib/form';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (masked: string) => void };

/**
 * CPF or CNPJ with the live mask, as an antd Input (the antd-free twin is `FieldDocumentInput` in
 * `@/shared/ui/form-field`). Controlled, so a form reset clears it; paste is allowed (decisions §6).
 */
export const DocumentInput = ({ value, onChange, ...rest }: Props) => {
  const ref = useRef<InputRef>(null);
  const handleChange = useDocumentMask(() => ref.current?.input ?? null, onChange);
  return (
    <Input
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
