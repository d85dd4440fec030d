import { useFormik } from 'formik';
import { AuthForm, EmailFormItem } from '@/shared/ui/auth-form';
import { forgotPasswordSchema } from '../model/forgotPasswordSchema';
import { useForgotPasswordSubmit } from '../model/useForgotPasswordSubmit';

/** Forgot password (spec §2): e-mail, 'Enviar', 'Retornar para entrar'. */
export const ForgotPasswordForm = () => {
  const submit = useForgotPasswordSubmit();
  const formik = useFormik({ initialValues: { email: '' }, validationSchema: forgotPasswordSchema, onSubmit: submit });

  return (
    <AuthForm onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} submitLabel="Enviar">
      <EmailFormItem formik={formik} name="email" id="esqueci-email" label="E-mail" />
    </AuthForm>
  );
};
