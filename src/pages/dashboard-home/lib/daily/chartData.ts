import type { DailyConsumption, YearMonth } from '@/entities/economic-report';

export type DailyPoint = { day: string; label: string; consumed: number; peak: boolean; series: string };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** One point per day with its full date for tooltips; the peak day is flagged so it can carry a label. */
export function dailyChartData(
  rows: DailyConsumption[],
  { year, month }: YearMonth,
  series: string,
  peakDay: number | null = null,
): DailyPoint[] {
  return rows.map((row) => ({
    day: String(row.day),
    label: `${pad2(row.day)}/${pad2(month)}/${year}`,
    consumed: row.consumed,
    peak: row.day === peakDay,
    series,
  }));
}
