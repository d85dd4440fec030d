import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { mfaAbandoned } from '@/entities/session';
import { ROUTES } from '@/shared/routes';
import { formikField, useLatestValidation } from '@/shared/lib/form';
import { useAppDispatch } from '@/shared/model';
import { FieldInput, FormAlert, FormField, SubmitButton } from '@/shared/ui/form-field';
import { normalizeCode, validateVerify, VERIFY_INITIAL_VALUES } from '../model/verifyForm';
import { useVerifySubmit } from '../model/useVerifySubmit';
import { ResendCode } from './ResendCode';
import styles from './VerifyForm.module.css';

/** The e-mailed 6-digit code: one numeric field (paste and one-time-code autofill work), 'Verificar'. */
export const VerifyForm = () => {
  const dispatch = useAppDispatch();
  const { submit, error } = useVerifySubmit();
  const formik = useFormik({ initialValues: VERIFY_INITIAL_VALUES, validate: useLatestValidation(validateVerify), onSubmit: submit });
  const code = formikField(formik, 'code', 'mfa-codigo');

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      {error && <FormAlert variant="error">{error}</FormAlert>}
      <FormField label="Código de verificação" feedback={code}>
        <FieldInput
          {...code.text}
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          onChange={(event) => void formik.setFieldValue('code', normalizeCode(event.target.value))}
        />
      </FormField>
      <SubmitButton busy={formik.isSubmitting}>Verificar</SubmitButton>
      <ResendCode />
      <p className={styles.back}>
        {/* Leaving forgets the code step, or the guest guard would bring the user back here. */}
        <Link to={ROUTES.login.path} replace onClick={() => dispatch(mfaAbandoned({ notice: null }))}>
          Voltar para o login
        </Link>
      </p>
    </form>
  );
};
