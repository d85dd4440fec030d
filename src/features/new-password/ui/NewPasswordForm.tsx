import { Form } from 'antd';
import { useFormik } from 'formik';
import { formikField } from '@/shared/lib/form';
import { AuthForm } from '@/shared/ui/auth-form';
import { PasswordInput } from '@/shared/ui/password-input';
import { newPasswordSchema, PASSWORD_RULE } from '../model/newPasswordSchema';
import { useNewPasswordSubmit } from '../model/useNewPasswordSubmit';

type Props = { email: string; code: string };

/** New password (decisions §3): 'Nova senha' and 'Confirmar senha', rule shown up front. */
export const NewPasswordForm = ({ email, code }: Props) => {
  const { submit, error } = useNewPasswordSubmit(email, code);
  const formik = useFormik({ initialValues: { password: '', confirmation: '' }, validationSchema: newPasswordSchema, onSubmit: submit });
  const password = formikField(formik, 'password', 'nova-senha');
  const confirmation = formikField(formik, 'confirmation', 'confirmar-senha');

  return (
    <AuthForm onSubmit={formik.handleSubmit} error={error} submitting={formik.isSubmitting} submitLabel="Salvar nova senha">
      <Form.Item label="Nova senha" extra={password.error ? undefined : PASSWORD_RULE} {...password.item}>
        <PasswordInput
          {...password.input}
          name="password"
          size="large"
          autoComplete="new-password"
          aria-required
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
      <Form.Item label="Confirmar senha" {...confirmation.item}>
        <PasswordInput
          {...confirmation.input}
          name="confirmation"
          size="large"
          autoComplete="new-password"
          aria-required
          value={formik.values.confirmation}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
    </AuthForm>
  );
};
