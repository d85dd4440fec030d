import type { FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import { isApiError, seal } from '@/shared/api';
import { stripDocument } from '@/shared/lib/document';
import { useFirstAccessMutation } from '../api/firstAccessApi';
import type { FirstAccessValues } from './firstAccessForm';

const FIRST_ACCESS_FAILED = 'Erro interno, tente novamente mais tarde.';

/** The message when the server sent one (409 text, 429/500 mapped), else the spec's fallback. */
const failureText = (caught: unknown): string => {
  if (!isApiError(caught)) return FIRST_ACCESS_FAILED;
  const { data, status, message } = caught;
  const serverSaid = typeof data === 'string' ? data.trim() !== '' : typeof data === 'object' && data !== null;
  return message && (serverSaid || status === 429) ? message : FIRST_ACCESS_FAILED;
};

/** Spec §4: success opens the verification modal and resets the form; failure shows a form-level alert. */
export const useFirstAccessSubmit = () => {
  const [firstAccess] = useFirstAccessMutation();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = useCallback(
    async (values: FirstAccessValues, form: FormikHelpers<FirstAccessValues>) => {
      setError(null);
      const email = values.email.trim();
      try {
        await firstAccess(seal({ cnpj: stripDocument(values.document), email })).unwrap();
        setSentTo(email);
        form.resetForm();
      } catch (caught) {
        setError(failureText(caught));
      }
    },
    [firstAccess],
  );

  return { submit, error, sentTo };
};
