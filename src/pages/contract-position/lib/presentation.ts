import { formatMwh, type ContractPosition, type MonthDay } from '@/entities/energy-management';
import { formatBRL, formatDate } from '@/shared/lib/format';
import type { ReportTableRow, ReportTotal } from '@/shared/ui/report-section';
import { monthShortName, STATUS_TEXT } from './labels';

/** The contract's side of the month (decisions §10): its volume and the band around it. */
export const bandTotals = ({ band }: ContractPosition): ReportTotal[] => [
  { label: 'Volume contratado', value: formatMwh(band.volume) },
  { label: 'Limite inferior', value: formatMwh(band.floor) },
  { label: 'Limite superior', value: formatMwh(band.ceiling) },
];

/** The consumption's side: measured so far, where it ends, the money at risk and the bill to come. */
export const monthTotals = (position: ContractPosition): ReportTotal[] => [
  { label: position.closed ? 'Consumo do mês' : 'Consumo medido', value: formatMwh(position.measuredMwh) },
  { label: 'Projeção para o fim do mês', value: formatMwh(position.projectionMwh) },
  { label: 'Valor em risco', value: formatBRL(position.valueAtRisk) },
  { label: 'Fatura prevista', value: formatBRL(position.expectedBill) },
];

/** One sentence with where the month ends against the band: 'No ritmo atual, o mês termina com …'. */
export function positionSentence({ closed, projectionMwh, band, position }: ContractPosition): string {
  const start = closed ? `O mês fechou com ${formatMwh(projectionMwh)}` : `No ritmo atual, o mês termina com ${formatMwh(projectionMwh)}`;
  if (position === 'above') return `${start}, ${formatMwh(projectionMwh - band.ceiling)} acima do limite superior.`;
  if (position === 'below') return `${start}, ${formatMwh(band.floor - projectionMwh)} abaixo do limite inferior.`;
  return `${start}, dentro da faixa do contrato.`;
}

/** The chart's table: each day of the month, its kWh as MWh, the running total, and whether it was measured. */
export function dayRows(days: readonly MonthDay[]): ReportTableRow[] {
  let total = 0;
  return days.map((entry) => {
    total += entry.kwh;
    return { key: entry.day, header: formatDate(entry.day), cells: [formatMwh(entry.kwh / 1000), formatMwh(total / 1000), entry.measured ? 'Medido' : 'Projeção'] };
  });
}
export const DAY_COLUMNS = ['Dia', 'Consumo no dia', 'Consumo acumulado', 'Origem'];

/** The closed months, newest first: status, contracted volume and consumption ('—' where the contract gave none). */
export const historyRows = (history: readonly { month: string; position: ContractPosition | null }[]): ReportTableRow[] =>
  [...history].reverse().map(({ month, position }) => ({
    key: month,
    header: monthShortName(month),
    cells: position ? [STATUS_TEXT[position.position], formatMwh(position.band.volume), formatMwh(position.measuredMwh)] : ['Sem contrato', '—', '—'],
  }));
/** The status beside its month: on a phone the volumes scroll sideways, and the month's verdict stays in view. */
export const HISTORY_COLUMNS = ['Mês', 'Posição', 'Contratado', 'Consumido'];
