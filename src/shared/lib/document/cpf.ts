import { isRepeated, stripDocument } from './strip';

function cpfCheckDigit(digits: string): number {
  // Weights run from digits.length + 1 down to 2.
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CPF: 11 digits, both check digits right, not all identical. Accepts masked input. */
export function isValidCpf(value: string): boolean {
  const cpf = stripDocument(value);
  if (!/^\d{11}$/.test(cpf) || isRepeated(cpf)) return false;
  const first = cpfCheckDigit(cpf.slice(0, 9));
  const second = cpfCheckDigit(cpf.slice(0, 9) + first);
  return cpf.endsWith(`${first}${second}`);
}
