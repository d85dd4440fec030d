import type { DailyConsumption, DailyTotals, YearMonth } from '@/entities/economic-report';
import type { ReportTableRow, ReportTotal } from '@/shared/ui/report-section';
import { formatKWh, formatPercent } from '@/shared/lib/format';

const pad2 = (n: number) => String(n).padStart(2, '0');

type TotalsInput = { totals: DailyTotals; previousTotals: DailyTotals; comparing: boolean };

/** Month total, daily average, peak day and, when compared, the change against last year. */
export function dailyTotalItems({ totals, previousTotals, comparing }: TotalsInput, { year, month }: YearMonth, previousLabel: string): ReportTotal[] {
  const peak = totals.peak;
  const items: ReportTotal[] = [
    { label: 'Consumo no mês', value: formatKWh(totals.total), highlight: true },
    { label: 'Média por dia', value: formatKWh(totals.average) },
    { label: 'Dia de pico', value: peak ? `${pad2(peak.day)}/${pad2(month)}/${year} · ${formatKWh(peak.consumed)}` : '—' },
  ];
  if (comparing && previousTotals.total > 0) {
    const change = Math.round(((totals.total - previousTotals.total) / previousTotals.total) * 10_000) / 100;
    items.push({ label: `Variação sobre ${previousLabel}`, value: `${change > 0 ? '+' : ''}${formatPercent(change)}` });
  }
  return items;
}

type Series = { current: string; previous: string };

/** Table columns and rows: the same points the chart draws. */
export function dailyTableRows(
  rows: DailyConsumption[],
  previousRows: DailyConsumption[],
  { year, month }: YearMonth,
  series: Series,
): { columns: string[]; rows: ReportTableRow[] } {
  if (previousRows.length === 0) {
    return {
      columns: ['Data', 'Consumo (kWh)'],
      rows: rows.map((row) => ({ key: String(row.day), header: `${pad2(row.day)}/${pad2(month)}/${year}`, cells: [formatKWh(row.consumed)] })),
    };
  }
  const days = [...new Set([...rows, ...previousRows].map((row) => row.day))].sort((a, b) => a - b);
  const value = (list: DailyConsumption[], day: number) => {
    const found = list.find((row) => row.day === day);
    return found ? formatKWh(found.consumed) : '—';
  };
  return {
    columns: ['Dia', `Consumo em ${series.current}`, `Consumo em ${series.previous}`],
    rows: days.map((day) => ({ key: String(day), header: String(day), cells: [value(rows, day), value(previousRows, day)] })),
  };
}
