/** FEBRABAN modulo 10 (field check digits of a bank-slip line). */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i -= 1, weight = 3 - weight) {
    const product = Number(digits[i]) * weight;
    sum += Math.floor(product / 10) + (product % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/** FEBRABAN modulo 11 (the barcode's general check digit): weights 2–9 from the right; 0, 10, 11 → 1. */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i -= 1, weight = weight === 9 ? 2 : weight + 1) sum += Number(digits[i]) * weight;
  const dv = 11 - (sum % 11);
  return dv >= 10 ? 1 : dv;
}

const DAY = 86_400_000;

/** Due-date factor: days since 1997-10-07, restarting at 1000 on 2025-02-22 (after 9999). */
export function dueFactor(dueDate: string): number {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse('1997-10-07T00:00:00Z')) / DAY);
  return days <= 9999 ? days : ((days - 10000) % 9000) + 1000;
}

type BoletoInput = { bank: string; dueDate: string; amount: number; freeField: string };

/** The 47-digit digitable line of a bank slip, with its three mod-10 field digits and the mod-11 general digit. */
export function digitableLine({ bank, dueDate, amount, freeField }: BoletoInput): string {
  if (!/^\d{3}$/.test(bank) || !/^\d{25}$/.test(freeField)) throw new Error('bank has 3 digits, free field 25');
  const tail = String(dueFactor(dueDate)).padStart(4, '0') + String(Math.round(amount * 100)).padStart(10, '0');
  const head = `${bank}9`;
  const general = mod11(head + tail + freeField);
  const field = (digits: string) => digits + mod10(digits);
  return field(head + freeField.slice(0, 5)) + field(freeField.slice(5, 15)) + field(freeField.slice(15)) + general + tail;
}

/** Checks a line the way a bank app does: 47 digits, field digits (mod 10) and the general digit (mod 11). */
export function isDigitableLine(line: string): boolean {
  if (!/^\d{47}$/.test(line)) return false;
  const ok10 = [[0, 9], [10, 20], [21, 31]].every(([from, to]) => mod10(line.slice(from, to)) === Number(line[to!]));
  const barcode = line.slice(0, 4) + line.slice(32) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
  return ok10 && mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}
