import { useFormik } from 'formik';
import { ROUTES } from '@/shared/routes';
import { formikField, useLatestValidation } from '@/shared/lib/form';
import { EMAIL_INPUT, FieldInput, FormField, SubmitButton } from '@/shared/ui/form-field';
import { FORGOT_PASSWORD_INITIAL_VALUES, validateForgotPassword } from '../model/forgotPasswordForm';
import { useForgotPasswordSubmit } from '../model/useForgotPasswordSubmit';

/** Forgot password (spec §2): the account's e-mail and 'Enviar'. */
export const ForgotPasswordForm = () => {
  const submit = useForgotPasswordSubmit();
  const formik = useFormik({ initialValues: FORGOT_PASSWORD_INITIAL_VALUES, validate: useLatestValidation(validateForgotPassword), onSubmit: submit });
  const email = formikField(formik, 'email', 'esqueci-email');

  return (
    <form method="post" action={ROUTES.resetPassword.path} onSubmit={formik.handleSubmit} noValidate>
      <FormField label="E-mail" feedback={email}>
        <FieldInput {...email.text} {...EMAIL_INPUT} />
      </FormField>
      <SubmitButton busy={formik.isSubmitting}>Enviar</SubmitButton>
    </form>
  );
};
