import { useParams } from 'react-router-dom';
import { NewPasswordForm } from './NewPasswordForm';
import { maskEmail } from '@/shared/lib/email';
import { AuthHeading, BackToLogin } from '@/widgets/auth-card';
import { EmailAddress } from '@/shared/ui/email-address';

/** /auth/new-password/{_email}/{_code}: the link from the reset e-mail (decisions §3). */
export const NewPasswordPage = () => {
  const { email = '', code = '' } = useParams();
  return (
    <>
      <AuthHeading
        text={
          <>
            Defina a nova senha de acesso da conta <strong><EmailAddress address={maskEmail(email)} /></strong>.
          </>
        }
      />
      <NewPasswordForm email={email} code={code} />
      <BackToLogin />
    </>
  );
};
