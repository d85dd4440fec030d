import { useCallback, useState } from 'react';
import { mfaRequested, rememberKeepConnectedChoice, useCompleteSignIn } from '@/entities/session';
import { errorMessage } from '@/shared/api';
import { stripDocument } from '@/shared/lib/document';
import { useAppDispatch } from '@/shared/model';
import { useLoginMutation } from '../api/loginApi';
import type { LoginValues } from './loginSchema';

export const LOGIN_FAILED_MESSAGE = 'Não foi possível entrar. Tente novamente.';

/**
 * Sends the stripped document (decisions §4). An MFA answer parks the session in `mfaPending`
 * (the guest guard then opens the verify page); a token signs in. Errors keep the typed values.
 */
export const useLoginSubmit = () => {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (values: LoginValues) => {
      setError(null);
      try {
        const answer = await login({ cnpj: stripDocument(values.document), password: values.password }).unwrap();
        if (answer.mfaRequired && answer.email) {
          rememberKeepConnectedChoice(values.keepConnected);
          dispatch(mfaRequested({ email: answer.email }));
        } else if (answer.token && answer.user) {
          completeSignIn({ token: answer.token, user: answer.user, keepConnected: values.keepConnected });
        } else {
          setError(LOGIN_FAILED_MESSAGE);
        }
      } catch (caught) {
        setError(errorMessage(caught, LOGIN_FAILED_MESSAGE));
      }
    },
    [completeSignIn, dispatch, login],
  );

  return { submit, error };
};
