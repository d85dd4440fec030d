import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '@/shared/config';
import { busyButtonProps, formikField } from '@/shared/lib/form';
import { DocumentInput } from '@/shared/ui/document-input';
import { FIRST_ACCESS_INITIAL_VALUES, firstAccessSchema } from '../model/firstAccessSchema';
import { useFirstAccessSubmit } from '../model/useFirstAccessSubmit';
import { FirstAccessSentModal } from './FirstAccessSentModal';

/** First access (spec §2): 'CPF ou CNPJ*' with the mask, 'Email', 'Enviar'; closing the modal goes home. */
export const FirstAccessForm = () => {
  const navigate = useNavigate();
  const { submit, error, sentTo } = useFirstAccessSubmit();
  const formik = useFormik({ initialValues: FIRST_ACCESS_INITIAL_VALUES, validationSchema: firstAccessSchema, onSubmit: submit });
  const document = formikField(formik, 'document', 'primeiro-acesso-documento');
  const email = formikField(formik, 'email', 'primeiro-acesso-email');

  return (
    <>
      <form onSubmit={formik.handleSubmit} noValidate>
        <Form component={false} layout="vertical" requiredMark={false}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
          <Form.Item label="CPF ou CNPJ*" {...document.item}>
            <DocumentInput
              {...document.input}
              name="document"
              size="large"
              autoComplete="off"
              placeholder="000.000.000-00 ou 00.000.000/0000-00"
              aria-required
              value={formik.values.document}
              onChange={(masked) => void formik.setFieldValue('document', masked)}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
          <Form.Item label="Email" {...email.item}>
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
      <FirstAccessSentModal email={sentTo} onClose={() => void navigate(PATHS.home)} />
    </>
  );
};
