import { lazily } from './lazily';

// Formatters are kept because Intl construction is comparatively expensive, and made on first use (see lazily).
const brl = lazily(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', signDisplay: 'negative' }));
const kwh = lazily(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, signDisplay: 'negative' }));
const percent = lazily(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }));

/** Money in reais, e.g. `R$\u00a01.234,50` (Intl puts a non-breaking space after the symbol). */
export function formatBRL(value: number): string {
  return brl().format(value);
}

/** A pt-BR number; `fractionDigits` fixes the number of decimals, otherwise Intl's default (up to 3). */
export function formatNumber(value: number, fractionDigits?: number): string {
  const digits =
    fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return new Intl.NumberFormat('pt-BR', { ...digits, signDisplay: 'negative' }).format(value);
}

/** Energy, e.g. `1.234,5 kWh`; Intl has no kWh unit (decisions §5). */
export function formatKWh(value: number): string {
  return `${kwh().format(value)} kWh`;
}

/** Percentage points with two decimals, e.g. 12.345 → `12,35%`. */
export function formatPercent(value: number): string {
  return `${percent().format(value)}%`;
}
