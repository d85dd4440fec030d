import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, seal } from '@/shared/api';
import { ROUTES } from '@/shared/routes';
import { useToast } from '@/shared/ui/toast';
import { useResetPasswordMutation } from '../api/newPasswordApi';
import type { NewPasswordValues } from './newPasswordForm';

const NEW_PASSWORD_SAVED = 'Senha alterada com sucesso.';
const NEW_PASSWORD_FAILED = 'Não foi possível alterar a senha. Tente novamente.';

/** Decisions §3: POST {email, code, password}; success toasts and opens login, failure keeps the typed values. */
export const useNewPasswordSubmit = (email: string, code: string) => {
  const [resetPassword] = useResetPasswordMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async ({ password }: NewPasswordValues) => {
      setError(null);
      try {
        const answer = await resetPassword(seal({ email, code, password })).unwrap();
        toast(answer?.message || NEW_PASSWORD_SAVED, 'success');
        void navigate(ROUTES.login.path, { replace: true });
      } catch (caught) {
        setError(errorMessage(caught, NEW_PASSWORD_FAILED));
      }
    },
    [code, email, navigate, resetPassword, toast],
  );

  return { submit, error };
};
