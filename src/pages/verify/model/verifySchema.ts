import { yup } from '@/shared/lib/yup';
import type { VerifyValues } from './verifyForm';

export const verifySchema: yup.ObjectSchema<VerifyValues> = yup.object({
  code: yup
    .string()
    .required('Código é obrigatório')
    .matches(/^\d{6}$/, 'O código tem 6 dígitos'),
});
