import { unitTotals } from '@/entities/physical-asset';
import { buildCsv } from '@/shared/lib/csv';
import { formatDate } from '@/shared/lib/format';
import type { UnitRow } from './unitRows';

export const UNITS_CSV_NAME = 'todas-as-unidades.csv';

const HEADERS = [
  'Unidade',
  'Cidade/UF',
  'Em aberto (R$)',
  'Vencido (R$)',
  'Vencidas',
  'Próximo vencimento',
  'Economia no ano (R$)',
  'Demanda máx. (kW)',
  'Acima da contratada (%)',
  'Posição',
  'Alertas',
];

const date = (value: string | null) => (value ? formatDate(value) : '');

/** Every row listed (in the order shown) and the 'Total' row, as the table shows them; amounts as numbers. */
export function unitsCsv(rows: readonly UnitRow[]): string {
  const totals = unitTotals(rows);
  return buildCsv(HEADERS, [
    ...rows.map((row) => [
      row.name,
      row.place,
      row.openAmount,
      row.overdueAmount,
      row.overdueCount,
      date(row.nextDueDate),
      row.savingsYear,
      row.demandMaxKw,
      row.demandExcess ?? '',
      row.positionLabel ?? '',
      row.alertCount,
    ]),
    ['Total', '', totals.openAmount, totals.overdueAmount, totals.overdueCount, date(totals.nextDueDate), totals.savingsYear, '', '', '', totals.alertCount],
  ]);
}
