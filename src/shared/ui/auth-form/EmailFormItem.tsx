import { Form, Input } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { formikField } from '@/shared/lib/form';

type Props<Values> = {
  formik: FormikProps<Values>;
  /** The field's name in the form's values. */
  name: string;
  /** The input's id (its label and message hang on it). */
  id: string;
  label: string;
};

/** A required e-mail field of a Formik form: label, message (`formikField`), e-mail keyboard and autofill. */
export const EmailFormItem = <Values,>({ formik, name, id, label }: Props<Values>) => {
  const field = formikField(formik, name, id);
  const value: unknown = getIn(formik.values, name);
  return (
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
        value={typeof value === 'string' ? value : ''}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
    </Form.Item>
  );
};
