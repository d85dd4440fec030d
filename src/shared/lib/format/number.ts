import { lazily } from './lazily';

// Formatters are kept because Intl construction is comparatively expensive, and made on first use (see lazily).
const brl = lazily(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', signDisplay: 'negative' }));
const plain = lazily(() => new Intl.NumberFormat('pt-BR', { signDisplay: 'negative' }));
const kwh = lazily(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, signDisplay: 'negative' }));

/** Money in reais, e.g. `R$\u00a01.234,50` (Intl puts a non-breaking space after the symbol). */
export function formatBRL(value: number): string {
  return brl().format(value);
}

/** The pt-BR formatters with exactly 0 to 20 decimals (Intl's classic range), each made on first use. */
const FIXED = Array.from({ length: 21 }, (_, digits) =>
  lazily(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: 'negative' })),
);
const fixedFormat = (fractionDigits: number): Intl.NumberFormat => {
  const format = FIXED[fractionDigits];
  if (!format) throw new RangeError(`formatNumber: ${fractionDigits} decimals (0 to 20)`);
  return format();
};

/**
 * A whole number in pt-BR with `fractionDigits` zeros after the comma, e.g. (1500, 2) → `1.500,00`, without Intl.
 * The first Intl formatter a page makes loads the locale's data, and the home page's simulator made it while hydrating
 * (its hint says the smallest bill): a long task on a phone (docs/code-figures.md, "Start-up tasks"). For whole
 * numbers Intl's pt-BR text is only this grouping and these zeros (a property test holds the two equal).
 */
const wholeNumber = (value: number, fractionDigits: number): string => {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${value < 0 ? '-' : ''}${digits}${fractionDigits > 0 ? `,${'0'.repeat(fractionDigits)}` : ''}`;
};

/** A pt-BR number; `fractionDigits` fixes the number of decimals, otherwise Intl's default (up to 3). */
export function formatNumber(value: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return plain().format(value);
  if (Number.isSafeInteger(value)) return wholeNumber(value, fractionDigits);
  return fixedFormat(fractionDigits).format(value);
}

/** Energy, e.g. `1.234,5 kWh`; Intl has no kWh unit (decisions §5). */
export function formatKWh(value: number): string {
  return `${kwh().format(value)} kWh`;
}

/** Percentage points with two decimals, e.g. 12.345 → `12,35%`. */
export function formatPercent(value: number): string {
  return `${fixedFormat(2).format(value)}%`;
}
