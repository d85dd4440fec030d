import { getIn, type FormikProps } from 'formik';
import type { FocusEvent } from 'react';

type InputProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
type Bound = InputProps & { name: string; value: string; 'aria-required': true; onBlur: (event: FocusEvent) => void };

export type FieldFeedback = {
  /** The message shown, if any. */
  error?: string;
  /** The id of the element that shows the message (what the input is described by). */
  errorId: string;
  /** Props for the input: its id, and the error it is described by. */
  input: InputProps;
  /** `input`, and what ties a required text input to the field: its name, value, change and blur. */
  text: Bound & { onChange: FormikProps<unknown>['handleChange'] };
  /** The same for a masked input (FieldDocumentInput), whose change hands over the masked text. */
  masked: Bound & { onChange: (masked: string) => void };
};

/**
 * Ties a Formik field to its label and message (`FormField` from `@/shared/ui/form-field`): the label
 * targets the input, and an error shows once the field was touched or the form submitted, announced with
 * the input (aria-describedby). A text field's input takes `text` (or `masked`) whole, so every form binds
 * its fields the same way.
 */
export const formikField = <Values>(formik: FormikProps<Values>, name: string, id: string): FieldFeedback => {
  const error: unknown = getIn(formik.errors, name);
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const message = touched && typeof error === 'string' ? error : undefined;
  const errorId = `${id}-erro`;
  const input: InputProps = { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? errorId : undefined };
  const value: unknown = getIn(formik.values, name);
  const bound: Bound = { ...input, name, value: typeof value === 'string' ? value : '', 'aria-required': true, onBlur: formik.handleBlur };
  return {
    error: message,
    errorId,
    input,
    text: { ...bound, onChange: formik.handleChange },
    masked: { ...bound, onChange: (masked) => void formik.setFieldValue(name, masked) },
  };
};
