import { buildCsv } from '@/shared/lib/csv';
import { formatMonthLabel } from '@/shared/lib/format';
import type { DailyConsumption, YearlyEconomy } from '../model/types';
import { referenceMonthYear, type YearMonth } from './months';

const ECONOMY_CSV_HEADERS = ['Mês', 'ACR (R$)', 'ACL (R$)', 'Economia (R$)'];
const DAILY_CSV_HEADERS = ['Data', 'Consumo (kWh)'];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The economy rows shown in the chart as a pt-BR CSV (BOM, ';', decimal comma). */
export function economyCsv(rows: YearlyEconomy[]): string {
  return buildCsv(
    ECONOMY_CSV_HEADERS,
    rows.map((row) => [referenceMonthYear(row.reference), row.acr, row.acl, row.result]),
  );
}

/** Daily consumption of one month as CSV, one line per day with the date as DD/MM/YYYY. */
export function dailyCsv(rows: DailyConsumption[], { year, month }: YearMonth): string {
  return buildCsv(
    DAILY_CSV_HEADERS,
    rows.map((row) => [`${pad2(row.day)}/${pad2(month)}/${year}`, row.consumed]),
  );
}

/** Daily consumption of a month beside the same month a year earlier (the comparison view). */
export function dailyComparisonCsv(
  rows: DailyConsumption[],
  previous: DailyConsumption[],
  { year, month }: YearMonth,
): string {
  const days = [...new Set([...rows, ...previous].map((row) => row.day))].sort((a, b) => a - b);
  const byDay = (list: DailyConsumption[], day: number) => list.find((row) => row.day === day)?.consumed ?? '';
  return buildCsv(
    ['Dia', `Consumo em ${formatMonthLabel(year, month)} (kWh)`, `Consumo em ${formatMonthLabel(year - 1, month)} (kWh)`],
    days.map((day) => [day, byDay(rows, day), byDay(previous, day)]),
  );
}

/** File names: 'economia-2025' (yearly), 'economia-03-2025' (one month), 'consumo-diario-03-2025'. */
export function economyCsvName({ year, month }: YearMonth, monthly: boolean): string {
  return monthly ? `economia-${pad2(month)}-${year}` : `economia-${year}`;
}

export function dailyCsvName({ year, month }: YearMonth): string {
  return `consumo-diario-${pad2(month)}-${year}`;
}
