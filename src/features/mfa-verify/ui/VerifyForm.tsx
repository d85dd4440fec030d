import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { mfaAbandoned } from '@/entities/session';
import { PATHS } from '@/shared/config';
import { busyButtonProps, formikField } from '@/shared/lib/form';
import { useAppDispatch } from '@/shared/model';
import { normalizeCode, verifySchema } from '../model/verifySchema';
import { useVerifySubmit } from '../model/useVerifySubmit';
import { ResendCode } from './ResendCode';

/** The e-mailed 6-digit code: one numeric field (paste and one-time-code autofill work), 'Verificar'. */
export const VerifyForm = () => {
  const dispatch = useAppDispatch();
  const { submit, error } = useVerifySubmit();
  const formik = useFormik({ initialValues: { code: '' }, validationSchema: verifySchema, onSubmit: submit });
  const code = formikField(formik, 'code', 'mfa-codigo');

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Form component={false} layout="vertical" requiredMark={false}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
        <Form.Item label="Código de verificação" {...code.item}>
          <Input
            {...code.input}
            name="code"
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-required
            placeholder="000000"
            value={formik.values.code}
            onChange={(event) => void formik.setFieldValue('code', normalizeCode(event.target.value))}
            onBlur={formik.handleBlur}
            style={{ fontSize: 24, letterSpacing: '0.5em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block {...busyButtonProps(formik.isSubmitting)}>
          Verificar
        </Button>
        <ResendCode />
        <p style={{ textAlign: 'center', marginTop: 8, marginBottom: 0 }}>
          {/* Leaving forgets the code step, or the guest guard would bring the user back here. */}
          <Link to={PATHS.auth.login} replace onClick={() => dispatch(mfaAbandoned({ notice: null }))}>
            Voltar para o login
          </Link>
        </p>
      </Form>
    </form>
  );
};
