import { AntdThemeScope } from '@/entities/appearance';
import { ForgotPasswordForm } from '@/features/forgot-password';
import { AuthHeading } from '@/widgets/auth-card';

/** Forgot password (spec §2). Uses antd, so opens its theme scope (toasts included). */
export const ResetPasswordPage = () => (
  <AntdThemeScope>
    <AuthHeading
      title="Esqueceu sua senha?"
      text="Informe o e-mail vinculado à sua conta e enviaremos um link para você redefinir a sua senha."
    />
    <ForgotPasswordForm />
  </AntdThemeScope>
);
