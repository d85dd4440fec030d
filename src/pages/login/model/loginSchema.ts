import { yup } from '@/shared/lib/yup';
import { isValidDocument } from '@/shared/lib/document';
import type { LoginValues } from './loginForm';

/** Same document rules as first access (spec §5); the password rules are the server's (not shown). */
export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  document: yup
    .string()
    .trim()
    .required('CPF ou CNPJ é obrigatório')
    .test('document', 'CPF ou CNPJ inválido', (value) => !value || isValidDocument(value)),
  password: yup.string().required('Senha é obrigatória'),
  keepConnected: yup.boolean().required(),
});
