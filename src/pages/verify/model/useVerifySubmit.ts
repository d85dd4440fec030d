import { useCallback, useState } from 'react';
import { completeSignIn, mfaAbandoned, selectMfaStep } from '@/entities/session';
import { errorMessage, isApiError, seal } from '@/shared/api';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { useVerifyMfaMutation } from '../api/mfaApi';
import type { VerifyValues } from './verifyForm';

const VERIFY_FAILED_MESSAGE = 'Não foi possível verificar o código. Tente novamente.';

/**
 * Sends {email, code, keepConnected}, sealed; success starts the session with the keep-connected choice made at login. A code
 * step past its validity, or refused for too many wrong codes (429), is abandoned: the login says so.
 */
export const useVerifySubmit = () => {
  const [verify] = useVerifyMfaMutation();
  const step = useAppSelector(selectMfaStep);
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async ({ code }: VerifyValues) => {
      if (!step) return;
      setError(null);
      if (step.expiresAt <= Date.now()) {
        dispatch(mfaAbandoned({ notice: 'verificationRestart' }));
        return;
      }
      try {
        const { keepConnected } = step;
        const { token, user } = await verify(seal({ email: step.email, code, keepConnected })).unwrap();
        if (token && user) dispatch(completeSignIn({ token, user, keepConnected }));
        else setError(VERIFY_FAILED_MESSAGE);
      } catch (caught) {
        if (isApiError(caught) && caught.status === 429) dispatch(mfaAbandoned({ notice: 'verificationRestart' }));
        else setError(errorMessage(caught, VERIFY_FAILED_MESSAGE));
      }
    },
    [dispatch, step, verify],
  );

  return { submit, error };
};
