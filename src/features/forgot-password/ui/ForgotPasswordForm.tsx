import { Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/config';
import { busyButtonProps, formikField } from '@/shared/lib/form';
import { forgotPasswordSchema } from '../model/forgotPasswordSchema';
import { useForgotPasswordSubmit } from '../model/useForgotPasswordSubmit';

/** Forgot password (spec §2): e-mail, 'Enviar', 'Retornar para entrar'. */
export const ForgotPasswordForm = () => {
  const submit = useForgotPasswordSubmit();
  const formik = useFormik({ initialValues: { email: '' }, validationSchema: forgotPasswordSchema, onSubmit: submit });
  const email = formikField(formik, 'email', 'esqueci-email');

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Form component={false} layout="vertical" requiredMark={false}>
        <Form.Item label="E-mail" {...email.item}>
          <Input
            {...email.input}
            name="email"
            type="email"
            size="large"
            autoComplete="email"
            inputMode="email"
            aria-required
            placeholder="seu.email@empresa.com.br"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block {...busyButtonProps(formik.isSubmitting)}>
          Enviar
        </Button>
        <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
          <Link to={PATHS.auth.login}>Retornar para entrar</Link>
        </p>
      </Form>
    </form>
  );
};
