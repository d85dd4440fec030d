import { Alert, Button, Checkbox, Form } from 'antd';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/config';
import { busyButtonProps, formikField } from '@/shared/lib/form';
import { DocumentInput } from '@/shared/ui/document-input';
import { PasswordInput } from '@/shared/ui/password-input';
import { LOGIN_INITIAL_VALUES, loginSchema } from '../model/loginSchema';
import { useLoginSubmit } from '../model/useLoginSubmit';

/** Login (decisions §3): document with mask, password with show/hide, keep-connected, links. */
export const LoginForm = () => {
  const { submit, error } = useLoginSubmit();
  const formik = useFormik({ initialValues: LOGIN_INITIAL_VALUES, validationSchema: loginSchema, onSubmit: submit });
  const document = formikField(formik, 'document', 'login-documento');
  const password = formikField(formik, 'password', 'login-senha');

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Form component={false} layout="vertical" requiredMark={false}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
        <Form.Item label="CPF ou CNPJ" {...document.item}>
          <DocumentInput
            {...document.input}
            name="document"
            size="large"
            autoComplete="username"
            placeholder="000.000.000-00"
            aria-required
            value={formik.values.document}
            onChange={(masked) => void formik.setFieldValue('document', masked)}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        <Form.Item label="Senha" {...password.item}>
          <PasswordInput
            {...password.input}
            name="password"
            size="large"
            autoComplete="current-password"
            aria-required
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 24 }}>
          <Checkbox
            name="keepConnected"
            checked={formik.values.keepConnected}
            onChange={(event) => void formik.setFieldValue('keepConnected', event.target.checked)}
          >
            Manter conectado
          </Checkbox>
          <Link to={PATHS.auth.resetPassword}>Esqueceu sua senha?</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block {...busyButtonProps(formik.isSubmitting)}>
          Entrar
        </Button>
        <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
          Ainda não tem acesso? <Link to={PATHS.auth.firstAccess}>Primeiro Acesso</Link>
        </p>
      </Form>
    </form>
  );
};
