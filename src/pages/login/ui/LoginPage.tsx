import { useEffect, useState } from 'react';
import { noticeShown, selectSessionNotice, selectSignedOutHere } from '@/entities/session';
import { LoginForm } from './LoginForm';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { FormAlert } from '@/shared/ui/form-field';
import { AuthHeading } from '@/widgets/auth-card';

const SESSION_EXPIRED_NOTICE = 'Sua sessão expirou. Entre novamente.';
const VERIFICATION_RESTART_NOTICE =
  'Não foi possível continuar a verificação do código. Entre novamente para receber um novo código.';

const SIGNED_OUT_NOTICE = 'Você saiu da sua conta.';

const TEXTS = { sessionExpired: SESSION_EXPIRED_NOTICE, verificationRestart: VERIFICATION_RESTART_NOTICE } as const;

/**
 * Login (decisions §3), antd-free. A session notice (expired session, lost code step, this tab's sign-out) shows
 * once, then is cleared.
 */
export const LoginPage = () => {
  const notice = useAppSelector(selectSessionNotice);
  const signedOut = useAppSelector(selectSignedOutHere);
  const dispatch = useAppDispatch();
  // Kept from the first render: clearing the notice in the store must not hide what is on screen.
  const [shown] = useState(() =>
    notice === 'sessionExpired' || notice === 'verificationRestart' ? TEXTS[notice] : signedOut ? SIGNED_OUT_NOTICE : null,
  );
  useEffect(() => {
    if (shown) dispatch(noticeShown());
  }, [dispatch, shown]);

  return (
    <>
      <AuthHeading text="Entre com o CPF ou CNPJ e a senha da sua conta." />
      {shown && <FormAlert variant="info">{shown}</FormAlert>}
      <LoginForm />
    </>
  );
};
