import { Navigate } from 'react-router-dom';
import { selectMfaEmail, selectMfaPending } from '@/entities/session';
import { VerifyForm } from './VerifyForm';
import { ROUTES } from '@/shared/routes';
import { maskEmail } from '@/shared/lib/email';
import { useAppSelector } from '@/shared/model';
import { AuthHeading } from '@/widgets/auth-card';
import { EmailAddress } from '@/shared/ui/email-address';

/** MFA step (decisions §3): only while a login waits for its code; otherwise back to login. */
export const VerifyPage = () => {
  const pending = useAppSelector(selectMfaPending);
  const email = useAppSelector(selectMfaEmail);
  if (!pending || !email) return <Navigate to={ROUTES.login.path} replace />;

  return (
    <>
      <AuthHeading
        text={
          <>
            Enviamos um código de 6 dígitos para{' '}
            <strong>
              <EmailAddress address={maskEmail(email)} />
            </strong>
            . Digite-o abaixo para entrar.
          </>
        }
      />
      <VerifyForm />
    </>
  );
};
