import { lazily } from '@/shared/lib/format';

const compactBRL = lazily(
  () =>
    new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
    }),
);

/** Short money for chart axes, e.g. `R$ 45 mil`; full values stay in tooltips and the table. */
export function formatCompactBRL(value: number): string {
  return compactBRL().format(value);
}
