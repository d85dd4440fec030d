import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import { formikField, useLatestValidation } from '@/shared/lib/form';
import { EMAIL_INPUT, FieldDocumentInput, FieldInput, FormAlert, FormField, SubmitButton } from '@/shared/ui/form-field';
import { FIRST_ACCESS_INITIAL_VALUES, validateFirstAccess } from '../model/firstAccessForm';
import { useFirstAccessSubmit } from '../model/useFirstAccessSubmit';
import { FirstAccessSentDialog } from './FirstAccessSentDialog';

/** First access (spec §2): 'CPF ou CNPJ*' with the mask, 'Email', 'Enviar'; closing the dialog goes home. */
export const FirstAccessForm = () => {
  const navigate = useNavigate();
  const { submit, error, sentTo } = useFirstAccessSubmit();
  const formik = useFormik({ initialValues: FIRST_ACCESS_INITIAL_VALUES, validate: useLatestValidation(validateFirstAccess), onSubmit: submit });
  const document = formikField(formik, 'document', 'primeiro-acesso-documento');
  const email = formikField(formik, 'email', 'primeiro-acesso-email');

  return (
    <>
      <form method="post" action={ROUTES.firstAccess.path} onSubmit={formik.handleSubmit} noValidate>
        {error && <FormAlert variant="error">{error}</FormAlert>}
        <FormField label="CPF ou CNPJ*" feedback={document}>
          <FieldDocumentInput {...document.masked} autoComplete="off" placeholder="000.000.000-00 ou 00.000.000/0000-00" />
        </FormField>
        <FormField label="Email" feedback={email}>
          <FieldInput {...email.text} {...EMAIL_INPUT} />
        </FormField>
        <SubmitButton busy={formik.isSubmitting}>Enviar</SubmitButton>
      </form>
      <FirstAccessSentDialog email={sentTo} onClose={() => void navigate(ROUTES.home.path)} />
    </>
  );
};
