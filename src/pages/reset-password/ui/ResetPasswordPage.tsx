import { ForgotPasswordForm } from './ForgotPasswordForm';
import { AuthHeading, BackToLogin } from '@/widgets/auth-card';

/** Forgot password (spec §2). */
export const ResetPasswordPage = () => (
  <>
    <AuthHeading
      text="Informe o e-mail vinculado à sua conta e enviaremos um link para você redefinir a sua senha."
    />
    <ForgotPasswordForm />
    <BackToLogin />
  </>
);
