import { validateWithSchema } from '@/shared/lib/form';

export type VerifyValues = { code: string };

export const VERIFY_INITIAL_VALUES: VerifyValues = { code: '' };

const CODE_LENGTH = 6;

/** Keeps only digits, so a pasted "123 456" or "123-456" fills the field. */
export const normalizeCode = (raw: string): string => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);

export const validateVerify = validateWithSchema<VerifyValues>(() => import('./verifySchema').then((module) => module.verifySchema));
