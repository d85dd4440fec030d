import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { stripDocument } from './strip';

type DocumentKind = 'cpf' | 'cnpj';

/** 'cpf' while the input is up to 11 digits only (as the mask decides); anything else is a CNPJ. */
export function documentKind(value: string): DocumentKind {
  return /^\d{0,11}$/.test(stripDocument(value)) ? 'cpf' : 'cnpj';
}

/** Spec §5: 11 characters are checked as a CPF, any other length as a CNPJ. */
export function isValidDocument(value: string): boolean {
  const stripped = stripDocument(value);
  return stripped.length === 11 ? isValidCpf(stripped) : isValidCnpj(stripped);
}
