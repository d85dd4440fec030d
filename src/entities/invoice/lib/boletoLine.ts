import { formatBoleto, isValidBoleto } from '@brazilian-utils/brazilian-utils';

/** The line's digits, without the dots and spaces it is printed with. */
const digitsOf = (line: string) => line.replace(/[\s.]/g, '');

/**
 * A bank-slip digitable line (linha digitável): 47 digits whose three field check digits (modulo 10) and general
 * check digit (modulo 11) are right, printed or not. The library also reads 48-digit utility slips and 44-digit
 * barcodes; an invoice carries a bank slip's line, so only that shape is taken.
 */
export function isValidDigitableLine(line: string | null | undefined): line is string {
  if (!line) return false;
  const digits = digitsOf(line);
  return /^\d{47}$/.test(digits) && isValidBoleto(digits);
}

/** `00190.00009 01234.567891 01234.567891 8 12345678901234`, as printed on a bank slip. */
export const formatDigitableLine = (line: string): string => formatBoleto(digitsOf(line));
