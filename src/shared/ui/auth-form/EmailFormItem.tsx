import { Form, Input } from 'antd';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import type { FieldFeedback } from '@/shared/lib/form';

type Props = {
  label: string;
  name: string;
  field: FieldFeedback;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
};

/** A required e-mail field with its label and message (`formikField`), e-mail keyboard and autofill. */
export const EmailFormItem = ({ label, name, field, value, onChange, onBlur }: Props) => (
  <Form.Item label={label} {...field.item}>
    <Input
      {...field.input}
      name={name}
      type="email"
      size="large"
      autoComplete="email"
      inputMode="email"
      aria-required
      placeholder="seu.email@empresa.com.br"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
    />
  </Form.Item>
);
