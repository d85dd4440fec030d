import { isValidCnpj as isCnpj, isValidCpf as isCpf } from '@brazilian-utils/brazilian-utils';
import { stripDocument } from './strip';

/** CPF: 11 digits, both check digits right, not all identical. Accepts masked input. */
export const isValidCpf = (value: string): boolean => isCpf(stripDocument(value));

/**
 * CNPJ, numeric or alphanumeric (decisions §4): 12 characters [0-9A-Z] plus 2 numeric check digits, not all
 * identical. Accepts masked input. Version 2 is the library's alphanumeric rule (A = 17, as the Receita publishes).
 */
export const isValidCnpj = (value: string): boolean => isCnpj(stripDocument(value), { version: 2 });

/** Spec §5: 11 characters are checked as a CPF, any other length as a CNPJ. */
export function isValidDocument(value: string): boolean {
  const stripped = stripDocument(value);
  return stripped.length === 11 ? isValidCpf(stripped) : isValidCnpj(stripped);
}
