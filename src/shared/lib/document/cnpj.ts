import { isRepeated, stripDocument } from './strip';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function cnpjCheckDigit(chars: string, weights: number[]): number {
  // Each character is worth its ASCII code minus 48, so digits keep their value and A = 17 (decisions §4).
  const sum = [...chars].reduce((acc, ch, i) => acc + (ch.charCodeAt(0) - 48) * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CNPJ, numeric or alphanumeric: 12 chars [0-9A-Z] plus 2 check digits, not all identical. Accepts masked input. */
export function isValidCnpj(value: string): boolean {
  const cnpj = stripDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || isRepeated(cnpj)) return false;
  const base = cnpj.slice(0, 12);
  const first = cnpjCheckDigit(base, FIRST_WEIGHTS);
  const second = cnpjCheckDigit(base + first, SECOND_WEIGHTS);
  return cnpj.endsWith(`${first}${second}`);
}
