import { yup } from '@/shared/lib/yup';
import { isValidDocument } from '@/shared/lib/document';
import { isEmail } from '@/shared/lib/email';

import type { FirstAccessValues } from './firstAccessForm';

/** Spec §5: 11 characters are a CPF, anything else a CNPJ (alphanumeric allowed, decisions §4). */
export const firstAccessSchema: yup.ObjectSchema<FirstAccessValues> = yup.object({
  document: yup
    .string()
    .trim()
    .required('CPF ou CNPJ é obrigatório')
    .test('document', 'CPF ou CNPJ inválido', (value) => !value || isValidDocument(value)),
  email: yup
    .string()
    .trim()
    .required('E-mail é obrigatório')
    .test('email', 'O e-mail deve ser um endereço de e-mail válido', (value) => !value || isEmail(value)),
});
