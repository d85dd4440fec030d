import { useCallback, useState } from 'react';
import { selectMfaEmail, takeKeepConnectedChoice, useCompleteSignIn } from '@/entities/session';
import { errorMessage } from '@/shared/api';
import { useAppSelector } from '@/shared/model';
import { useVerifyMfaMutation } from '../api/mfaApi';
import type { VerifyValues } from './verifySchema';

export const VERIFY_FAILED_MESSAGE = 'Não foi possível verificar o código. Tente novamente.';

/** Sends {email, code}; success signs in (pending cleared) with the keep-connected choice made at login. */
export const useVerifySubmit = () => {
  const [verify] = useVerifyMfaMutation();
  const email = useAppSelector(selectMfaEmail);
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async ({ code }: VerifyValues) => {
      if (!email) return;
      setError(null);
      try {
        const { token, user } = await verify({ email, code }).unwrap();
        if (token && user) completeSignIn({ token, user, keepConnected: takeKeepConnectedChoice() });
        else setError(VERIFY_FAILED_MESSAGE);
      } catch (caught) {
        setError(errorMessage(caught, VERIFY_FAILED_MESSAGE));
      }
    },
    [completeSignIn, email, verify],
  );

  return { submit, error };
};
