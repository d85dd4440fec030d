import { useParams } from 'react-router-dom';
import { AntdThemeScope } from '@/entities/appearance';
import { NewPasswordForm } from '@/features/new-password';
import { maskEmail } from '@/shared/lib/email';
import { AuthHeading } from '@/widgets/auth-card';

/** /auth/new-password/{_email}/{_code}: the link from the reset e-mail (decisions §3). Uses antd, so opens its theme scope. */
export const NewPasswordPage = () => {
  const { email = '', code = '' } = useParams();
  return (
    <AntdThemeScope>
      <AuthHeading
        title="Crie uma nova senha"
        text={
          <>
            Defina a nova senha de acesso da conta <strong>{maskEmail(email)}</strong>.
          </>
        }
      />
      <NewPasswordForm email={email} code={code} />
    </AntdThemeScope>
  );
};
