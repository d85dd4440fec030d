/** FEBRABAN modulo 10: weights 2,1,2,1… from the right; a product over 9 counts as the sum of its digits. */
export function febrabanMod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i -= 1, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** FEBRABAN modulo 11 for the barcode's general check digit: weights 2–9 from the right; 0, 10 and 11 become 1. */
export function febrabanMod11(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i -= 1, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(digits[i]) * weight;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const onlyDigits = (value: string) => value.replace(/[\s.]/g, '');

/** The 44-digit barcode behind a 47-digit bank-slip line (bank, currency, DV, due factor, amount, free field). */
export function barcodeOfLine(line: string): string {
  const d = onlyDigits(line);
  return d.slice(0, 4) + d.slice(32, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
}

/** A bank-slip digitable line: 47 digits, the three field DVs (mod 10) and the general DV (mod 11) right. */
export function isValidDigitableLine(line: string | null | undefined): line is string {
  if (!line) return false;
  const d = onlyDigits(line);
  if (!/^\d{47}$/.test(d)) return false;
  const fieldsOk =
    febrabanMod10(d.slice(0, 9)) === Number(d[9]) &&
    febrabanMod10(d.slice(10, 20)) === Number(d[20]) &&
    febrabanMod10(d.slice(21, 31)) === Number(d[31]);
  const barcode = barcodeOfLine(d);
  return fieldsOk && febrabanMod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

/** `00190.00009 01234.567891 01234.567891 8 12345678901234`, as printed on a bank slip. */
export function formatDigitableLine(line: string): string {
  const d = onlyDigits(line);
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}
