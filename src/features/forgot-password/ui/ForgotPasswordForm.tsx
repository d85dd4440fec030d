import { useFormik } from 'formik';
import { formikField } from '@/shared/lib/form';
import { AuthForm, EmailFormItem } from '@/shared/ui/auth-form';
import { forgotPasswordSchema } from '../model/forgotPasswordSchema';
import { useForgotPasswordSubmit } from '../model/useForgotPasswordSubmit';

/** Forgot password (spec §2): e-mail, 'Enviar', 'Retornar para entrar'. */
export const ForgotPasswordForm = () => {
  const submit = useForgotPasswordSubmit();
  const formik = useFormik({ initialValues: { email: '' }, validationSchema: forgotPasswordSchema, onSubmit: submit });

  return (
    <AuthForm onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} submitLabel="Enviar">
      <EmailFormItem
        label="E-mail"
        name="email"
        field={formikField(formik, 'email', 'esqueci-email')}
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
    </AuthForm>
  );
};
