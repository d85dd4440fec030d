import * as yup from 'yup';

export type VerifyValues = { code: string };

export const VERIFY_INITIAL_VALUES: VerifyValues = { code: '' };

export const CODE_LENGTH = 6;

export const verifySchema: yup.ObjectSchema<VerifyValues> = yup.object({
  code: yup
    .string()
    .required('Código é obrigatório')
    .matches(/^\d{6}$/, 'O código tem 6 dígitos'),
});

/** Keeps only digits, so a pasted "123 456" or "123-456" fills the field. */
export const normalizeCode = (raw: string): string => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
