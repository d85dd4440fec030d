import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { stripDocument } from './strip';

export type DocumentKind = 'cpf' | 'cnpj';

const CPF_PATTERN = '000.000.000-00';
const CNPJ_PATTERN = 'AA.AAA.AAA/AAAA-00';

const SLOTS: Record<string, RegExp> = { '0': /\d/, A: /[0-9A-Z]/ };

/** 'cpf' while the input is up to 11 digits only (as the mask decides); anything else is a CNPJ. */
export function documentKind(value: string): DocumentKind {
  return /^\d{0,11}$/.test(stripDocument(value)) ? 'cpf' : 'cnpj';
}

/** Spec §5: 11 characters are checked as a CPF, any other length as a CNPJ. */
export function isValidDocument(value: string): boolean {
  const stripped = stripDocument(value);
  return stripped.length === 11 ? isValidCpf(stripped) : isValidCnpj(stripped);
}

function applyPattern(value: string, pattern: string): string {
  let out = '';
  let pos = 0;
  for (const ch of value) {
    let slot = pos;
    while (slot < pattern.length && !(pattern[slot]! in SLOTS)) slot += 1;
    if (slot >= pattern.length) break;
    // Characters a slot refuses are dropped, like the input mask does.
    if (!SLOTS[pattern[slot]!]!.test(ch)) continue;
    out += pattern.slice(pos, slot) + ch;
    pos = slot + 1;
  }
  return out;
}

/** Masks a document progressively: `000.000.000-00` for up to 11 digits, else `AA.AAA.AAA/AAAA-00`. */
export function formatDocument(value: string): string {
  const stripped = stripDocument(value);
  return applyPattern(stripped, documentKind(stripped) === 'cpf' ? CPF_PATTERN : CNPJ_PATTERN);
}
