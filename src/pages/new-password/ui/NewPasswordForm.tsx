import { useFormik } from 'formik';
import { formikField, useLatestValidation } from '@/shared/lib/form';
import { FieldPasswordInput, FormAlert, FormField, SubmitButton } from '@/shared/ui/form-field';
import { NEW_PASSWORD_INITIAL_VALUES, PASSWORD_RULE, validateNewPassword } from '../model/newPasswordForm';
import { useNewPasswordSubmit } from '../model/useNewPasswordSubmit';

type Props = { email: string; code: string };

/** New password (decisions §3): 'Nova senha' and 'Confirmar senha', rule shown up front. */
export const NewPasswordForm = ({ email, code }: Props) => {
  const { submit, error } = useNewPasswordSubmit(email, code);
  const formik = useFormik({ initialValues: NEW_PASSWORD_INITIAL_VALUES, validate: useLatestValidation(validateNewPassword), onSubmit: submit });
  const password = formikField(formik, 'password', 'nova-senha');
  const confirmation = formikField(formik, 'confirmation', 'confirmar-senha');

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      {error && <FormAlert variant="error">{error}</FormAlert>}
      <FormField label="Nova senha" feedback={password} extra={PASSWORD_RULE}>
        <FieldPasswordInput {...password.text} autoComplete="new-password" />
      </FormField>
      <FormField label="Confirmar senha" feedback={confirmation}>
        <FieldPasswordInput {...confirmation.text} autoComplete="new-password" />
      </FormField>
      <SubmitButton busy={formik.isSubmitting}>Salvar nova senha</SubmitButton>
    </form>
  );
};
