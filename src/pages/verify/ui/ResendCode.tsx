import { useState } from 'react';
import { mfaCodeResent, selectMfaStep } from '@/entities/session';
import { errorMessage } from '@/shared/api';
import { MFA_CODE_TTL_MS, MFA_RESEND_COOLDOWN_MS } from '@/shared/config';
import { maskEmail } from '@/shared/lib/email';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { LinkButton } from '@/shared/ui/form-field';
import { useResendMfaCodeMutation } from '../api/mfaApi';
import { useSecondsLeft } from '../model/useSecondsLeft';
import styles from './VerifyForm.module.css';

const RESEND_FAILED_MESSAGE = 'Não foi possível reenviar o código. Tente novamente.';

/** 'Reenviar código' (issue 18): disabled for 60 s after each send, with the seconds left on the button. */
export const ResendCode = () => {
  const step = useAppSelector(selectMfaStep);
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useResendMfaCodeMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const seconds = useSecondsLeft(step ? step.sentAt + MFA_RESEND_COOLDOWN_MS : 0, MFA_RESEND_COOLDOWN_MS / 1000);
  if (!step) return null;

  const onResend = async () => {
    setResult(null);
    try {
      await resend({ email: step.email }).unwrap();
      const now = Date.now();
      dispatch(mfaCodeResent({ sentAt: now, expiresAt: now + MFA_CODE_TTL_MS }));
      setResult({ ok: true, text: `Enviamos um novo código para ${maskEmail(step.email)}.` });
    } catch (caught) {
      setResult({ ok: false, text: errorMessage(caught, RESEND_FAILED_MESSAGE) });
    }
  };

  return (
    <div className={styles.resend}>
      <LinkButton onClick={() => void onResend()} disabled={seconds > 0 || isLoading} busy={isLoading}>
        {seconds > 0 ? `Reenviar código (${seconds} s)` : 'Reenviar código'}
      </LinkButton>
      <p role={result?.ok === false ? 'alert' : 'status'} className={styles.result}>
        {result?.text}
      </p>
    </div>
  );
};
