import { Form } from 'antd';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/shared/config';
import { formikField } from '@/shared/lib/form';
import { AuthForm, EmailFormItem } from '@/shared/ui/auth-form';
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

  return (
    <>
      <AuthForm onSubmit={formik.handleSubmit} error={error} submitting={formik.isSubmitting} submitLabel="Enviar">
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
        <EmailFormItem formik={formik} name="email" id="primeiro-acesso-email" label="Email" />
      </AuthForm>
      <FirstAccessSentModal email={sentTo} onClose={() => void navigate(PATHS.home)} />
    </>
  );
};
