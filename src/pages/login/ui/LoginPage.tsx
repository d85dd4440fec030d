import { useEffect, useState } from 'react';
import { LoginForm } from '@/features/login';
import { getSessionExpiredFlag, setSessionExpiredFlag } from '@/shared/api';
import { FormAlert } from '@/shared/ui/form-field';
import { AuthHeading } from '@/widgets/auth-card';

export const SESSION_EXPIRED_NOTICE = 'Sua sessão expirou. Entre novamente.';

/** Login (decisions §3), antd-free. The sessionExpired flag shows its notice once, then is cleared. */
export const LoginPage = () => {
  // Read in the initializer and cleared in an effect, so StrictMode's double render cannot lose it.
  const [sessionExpired] = useState(getSessionExpiredFlag);
  useEffect(() => {
    if (sessionExpired) setSessionExpiredFlag(false);
  }, [sessionExpired]);

  return (
    <>
      <AuthHeading title="Área do cliente" documentTitle="Entrar" text="Entre com o CPF ou CNPJ e a senha da sua conta." />
      {sessionExpired && <FormAlert variant="info">{SESSION_EXPIRED_NOTICE}</FormAlert>}
      <LoginForm />
    </>
  );
};
