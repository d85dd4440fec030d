import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { useAppConfig } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { formikField, useLatestValidation } from '@/shared/lib/form';
import { FieldCheckbox, FieldDocumentInput, FieldPasswordInput, FormAlert, FormField, SubmitButton } from '@/shared/ui/form-field';
import { LOGIN_INITIAL_VALUES, validateLogin } from '../model/loginForm';
import { DEMO_PASSWORD } from '../model/demoAccounts';
import { useLoginSubmit } from '../model/useLoginSubmit';
import { DemoAccounts } from './DemoAccounts';
import styles from './LoginForm.module.css';

/**
 * Login (decisions §3): document with mask, password with show/hide, keep-connected, links; while the demo backend is
 * on, its accounts, each of which fills the form.
 */
export const LoginForm = () => {
  const { submit, error } = useLoginSubmit();
  const formik = useFormik({ initialValues: LOGIN_INITIAL_VALUES, validate: useLatestValidation(validateLogin), onSubmit: submit });
  const document = formikField(formik, 'document', 'login-documento');
  const password = formikField(formik, 'password', 'login-senha');
  const { apiMocking } = useAppConfig();

  return (
    // Posts to its own page when no script runs: the password never goes into a URL.
    <form method="post" action={ROUTES.login.path} onSubmit={formik.handleSubmit} noValidate>
      {error && <FormAlert variant="error">{error}</FormAlert>}
      <FormField label="CPF ou CNPJ" feedback={document}>
        <FieldDocumentInput {...document.masked} autoComplete="username" placeholder="000.000.000-00" />
      </FormField>
      <FormField label="Senha" feedback={password}>
        <FieldPasswordInput {...password.text} autoComplete="current-password" />
      </FormField>
      <div className={styles.options}>
        <FieldCheckbox
          name="keepConnected"
          checked={formik.values.keepConnected}
          onChange={(event) => void formik.setFieldValue('keepConnected', event.target.checked)}
        >
          Manter conectado
        </FieldCheckbox>
        <Link to={ROUTES.resetPassword.path}>Esqueceu sua senha?</Link>
      </div>
      <SubmitButton busy={formik.isSubmitting}>Entrar</SubmitButton>
      <p className={styles.signUp}>
        Ainda não tem acesso? <Link to={ROUTES.firstAccess.path}>Primeiro Acesso</Link>
      </p>
      {/* In a build with the demo backend only: the production build drops the accounts with this branch. */}
      {import.meta.env.VITE_API_MOCKING === 'enabled' && apiMocking && (
        <DemoAccounts
          onUse={(account) =>
            void formik.setValues({ ...formik.values, document: account.document, password: DEMO_PASSWORD }, false)
          }
        />
      )}
    </form>
  );
};
