import { yup } from '@/shared/lib/yup';
import { isEmail } from '@/shared/lib/email';

import type { ForgotPasswordValues } from './forgotPasswordForm';

/** Spec §5: required, then a valid address. */
export const forgotPasswordSchema: yup.ObjectSchema<ForgotPasswordValues> = yup.object({
  email: yup
    .string()
    .trim()
    .required('E-mail é obrigatório')
    .test('email', 'O e-mail deve ser um endereço de e-mail válido', (value) => !value || isEmail(value)),
});
