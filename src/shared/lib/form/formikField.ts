import { getIn, type FormikProps } from 'formik';
import { createElement, type ReactNode } from 'react';

type Feedback = {
  /** Props for antd's Form.Item. */
  item: { validateStatus?: 'error'; help?: ReactNode; htmlFor: string };
  /** The message shown, if any (for tests and summaries). */
  error?: string;
  /** Props for the input: its id, and the error it is described by. */
  input: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
};

/**
 * Ties a Formik field to an antd Form.Item: the label targets the input, and an error shows once
 * the field was touched or the form submitted, announced with the input (aria-describedby).
 */
export const formikField = <Values>(formik: FormikProps<Values>, name: string, id: string): Feedback => {
  const error: unknown = getIn(formik.errors, name);
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const message = touched && typeof error === 'string' ? error : undefined;
  const helpId = `${id}-erro`;
  return {
    item: {
      htmlFor: id,
      validateStatus: message ? 'error' : undefined,
      help: message ? createElement('span', { id: helpId }, message) : undefined,
    },
    error: message,
    input: { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? helpId : undefined },
  };
};
