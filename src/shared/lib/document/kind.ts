import { stripDocument } from './strip';

type DocumentKind = 'cpf' | 'cnpj';

/**
 * 'cpf' while the input is up to 11 digits only (as the mask decides); anything else is a CNPJ. A file of its own: the
 * mask needs it as the page is drawn, the check-digit rules (document.ts, with their library) only when a form checks.
 */
export function documentKind(value: string): DocumentKind {
  return /^\d{0,11}$/.test(stripDocument(value)) ? 'cpf' : 'cnpj';
}
