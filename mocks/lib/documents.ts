// Mocks validate documents themselves: they must not import from src/ (decisions §4 rules).

/** Removes mask punctuation and upper-cases letters (alphanumeric CNPJ keeps its letters). */
export function normalizeDocument(raw: string): string {
  return raw.replace(/[.\-/\s]/g, '').toUpperCase();
}

function allSame(value: string): boolean {
  return value.split('').every((char) => char === value[0]);
}

function checkDigit(values: number[], weights: number[]): number {
  const sum = values.reduce((acc, value, index) => acc + value * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(doc: string): boolean {
  if (!/^\d{11}$/.test(doc) || allSame(doc)) return false;
  const digits = doc.split('').map(Number);
  const first = checkDigit(digits.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === digits[9] && second === digits[10];
}

/** CNPJ, numeric or alphanumeric: each character is worth its ASCII code minus 48 (A = 17). */
export function isValidCnpj(doc: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(doc) || allSame(doc)) return false;
  const values = doc.split('').map((char) => char.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(values.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === values[12] && second === values[13];
}

/** Spec §5: 11 characters are read as a CPF, anything else as a CNPJ. */
export function isValidDocument(doc: string): boolean {
  return doc.length === 11 ? isValidCpf(doc) : isValidCnpj(doc);
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

/** Password policy of decisions §3: at least 8 characters with a letter and a digit. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value);
}
