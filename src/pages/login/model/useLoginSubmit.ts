import { useCallback, useState } from 'react';
import { codeStepStarted, completeSignIn } from '@/entities/session';
import { errorMessage, seal } from '@/shared/api';
import { stripDocument } from '@/shared/lib/document';
import { useAppDispatch } from '@/shared/model';
import { useLoginMutation } from '../api/loginApi';
import type { LoginValues } from './loginForm';

const LOGIN_FAILED_MESSAGE = 'Não foi possível entrar. Tente novamente.';

/**
 * Sends the stripped document (decisions §4) and the keep-connected choice, sealed (never in the store). An MFA answer starts the code step (the guest guard then
 * opens the verify page); a token starts the session (the guard lands). Errors keep the typed values.
 */
export const useLoginSubmit = () => {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (values: LoginValues) => {
      setError(null);
      try {
        const { keepConnected } = values;
        const answer = await login(seal({ cnpj: stripDocument(values.document), password: values.password, keepConnected })).unwrap();
        if (answer.mfaRequired && answer.email) {
          dispatch(codeStepStarted(answer.email, keepConnected));
        } else if (answer.token && answer.user) {
          dispatch(completeSignIn({ token: answer.token, user: answer.user, keepConnected }));
        } else {
          setError(LOGIN_FAILED_MESSAGE);
        }
      } catch (caught) {
        setError(errorMessage(caught, LOGIN_FAILED_MESSAGE));
      }
    },
    [dispatch, login],
  );

  return { submit, error };
};
