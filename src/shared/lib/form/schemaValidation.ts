import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { ISchema } from 'yup';

/**
 * Formik's `validate` for a form whose yup schema (and yup with it: docs/code-figures.md, "Code loaded later") arrives with the first
 * check — a change, a blur or a submit — instead of with the screen. It gives the per-field messages
 * `validationSchema` would: the same checks, the same empty-string handling.
 */
export const validateWithSchema =
  <Values extends FormikValues>(loadSchema: () => Promise<ISchema<Values>>) =>
  async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = await loadSchema();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name !== 'ValidationError') throw error;
      return yupToFormErrors<Values>(error);
    }
  };
