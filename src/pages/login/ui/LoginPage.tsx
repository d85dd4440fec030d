import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { LoginForm } from '@/features/login';
import { getSessionExpiredFlag, setSessionExpiredFlag } from '@/shared/api';
import { AuthHeading } from '@/widgets/auth-card';

export const SESSION_EXPIRED_NOTICE = 'Sua sessão expirou. Entre novamente.';

/** Login (decisions §3). The sessionExpired flag shows its notice once, then is cleared. */
export const LoginPage = () => {
  // Read in the initializer and cleared in an effect, so StrictMode's double render cannot lose it.
  const [sessionExpired] = useState(getSessionExpiredFlag);
  useEffect(() => {
    if (sessionExpired) setSessionExpiredFlag(false);
  }, [sessionExpired]);

  return (
    <>
      <AuthHeading title="Área do cliente" documentTitle="Entrar" text="Entre com o CPF ou CNPJ e a senha da sua conta." />
      {sessionExpired && <Alert type="info" showIcon role="status" title={SESSION_EXPIRED_NOTICE} style={{ marginBottom: 24 }} />}
      <LoginForm />
    </>
  );
};
