import { getIn, type FormikProps } from 'formik';

export type FieldFeedback = {
  /** The message shown, if any. */
  error?: string;
  /** The id of the element that shows the message (what the input is described by). */
  errorId: string;
  /** Props for the input: its id, and the error it is described by. */
  input: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
};

/**
 * Ties a Formik field to its label and message (`FormField` from `@/shared/ui/form-field`): the label
 * targets the input, and an error shows once the field was touched or the form submitted, announced with
 * the input (aria-describedby).
 */
export const formikField = <Values>(formik: FormikProps<Values>, name: string, id: string): FieldFeedback => {
  const error: unknown = getIn(formik.errors, name);
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const message = touched && typeof error === 'string' ? error : undefined;
  const errorId = `${id}-erro`;
  return {
    error: message,
    errorId,
    input: { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? errorId : undefined },
  };
};
