import { yup } from '@/shared/lib/yup';

import { PASSWORD_RULE, type NewPasswordValues } from './newPasswordForm';

/** Decisions §3: at least 8 characters with a letter and a digit; the confirmation must match. */
export const newPasswordSchema: yup.ObjectSchema<NewPasswordValues> = yup.object({
  password: yup
    .string()
    .required('Nova senha é obrigatória')
    .test('strength', PASSWORD_RULE, (value) => !value || (value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value))),
  confirmation: yup
    .string()
    .required('Confirme a nova senha')
    .oneOf([yup.ref('password')], 'As senhas não coincidem'),
});
