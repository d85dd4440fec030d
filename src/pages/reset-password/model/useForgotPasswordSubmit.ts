import type { FormikHelpers } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FORGOT_PASSWORD_REDIRECT_MS } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { seal } from '@/shared/api';
import { useToast } from '@/shared/ui/toast';
import { useForgotPasswordMutation } from '../api/forgotPasswordApi';
import type { ForgotPasswordValues } from './forgotPasswordForm';

const FORGOT_PASSWORD_FAILED = 'Erro ao enviar dados.';
const FORGOT_PASSWORD_SENT = 'Enviamos um link para redefinir sua senha.';

/**
 * Spec §4: success toasts the server's message and, after exactly 2 s, resets the form and goes
 * to the root; failure shows the warning toast, stops loading and keeps the e-mail.
 */
export const useForgotPasswordSubmit = () => {
  const [forgotPassword] = useForgotPasswordMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    async ({ email }: ForgotPasswordValues, form: FormikHelpers<ForgotPasswordValues>) => {
      try {
        const answer = await forgotPassword(seal({ Email: email.trim() })).unwrap();
        toast(answer?.message || FORGOT_PASSWORD_SENT, 'success');
        // Loading stays on until the redirect, so the request cannot be sent twice.
        await new Promise<void>((resolve) => {
          timer.current = setTimeout(resolve, FORGOT_PASSWORD_REDIRECT_MS);
        });
        form.resetForm();
        void navigate(ROUTES.home.path);
      } catch {
        toast(FORGOT_PASSWORD_FAILED, 'warning');
      }
    },
    [forgotPassword, navigate, toast],
  );
};
