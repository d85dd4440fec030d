import { buildCsv } from '@/shared/lib/csv';
import { formatDate } from '@/shared/lib/format';
import { totalsOf, type UnitRow } from './unitRows';

export const UNITS_CSV_NAME = 'todas-as-unidades.csv';

const HEADERS = ['Unidade', 'Cidade/UF', 'Em aberto (R$)', 'Vencidas', 'Próximo vencimento', 'Economia no ano (R$)'];

const date = (value: string | null) => (value ? formatDate(value) : '');

/** Every row listed (in the order shown) and the 'Total' row, as the table shows them; amounts as numbers. */
export function unitsCsv(rows: readonly UnitRow[]): string {
  const totals = totalsOf(rows);
  return buildCsv(HEADERS, [
    ...rows.map((row) => [row.name, row.place, row.openAmount, row.overdueCount, date(row.nextDueDate), row.savingsYear]),
    ['Total', '', totals.openAmount, totals.overdueCount, date(totals.nextDueDate), totals.savingsYear],
  ]);
}
