import type { Buckets } from '@/entities/energy-management';
import { buildCsv } from '@/shared/lib/csv';
import { brDateTime } from './labels';

/** One 15-minute interval as the table and the CSV give it: its start (epoch ms), kWh, kW and kvarh. */
export type Interval = { at: number; kwh: number; kw: number; kvarh: number };

/** The intervals of an answer, in order (at 15 minutes each bucket is one interval, its kW the answer's `maxKw`). */
export function intervalsOf(series: Buckets): Interval[] {
  const start = Date.parse(series.start);
  const step = series.stepMinutes * 60_000;
  return series.kwh.map((kwh, index) => ({ at: start + index * step, kwh, kw: series.maxKw[index]!, kvarh: series.kvarh[index]! }));
}

/** The CSV's and the table's columns (decisions §10: start, kWh, kW, kvarh). */
export const INTERVAL_COLUMNS = ['Início', 'kWh', 'kW', 'kvarh'] as const;

/** Three decimals, the Wh the answer carries (the CSV's number cells keep two, which would round them). */
const exact = (value: number) => value.toFixed(3).replace('.', ',');

/** The CSV of the intervals shown, oldest first: 'DD/MM/AAAA HH:MM' and the answer's values to the Wh. */
export const intervalsCsv = (intervals: readonly Interval[]): string =>
  buildCsv([...INTERVAL_COLUMNS], [...intervals].sort((a, b) => a.at - b.at).map((row) => [brDateTime(row.at), exact(row.kwh), exact(row.kw), exact(row.kvarh)]));
