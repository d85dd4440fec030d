import { formatMonthLabel, formatMonthYear } from '@/shared/lib/format';

export type YearMonth = { year: number; month: number };

const REFERENCE = /^(\d{4})-(\d{1,2})/;

/** Reads a report `reference` ('2025-03', '2025-03-01' or an ISO date) as year and month 1–12. */
export function parseReference(reference: string): YearMonth | null {
  const match = REFERENCE.exec(reference.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** 'mar. de 2025' for tables and tooltips; the raw reference when it cannot be read. */
export function referenceLabel(reference: string): string {
  const parsed = parseReference(reference);
  return parsed ? formatMonthLabel(parsed.year, parsed.month) : reference;
}

/** 'mar.' for the chart's month axis, where the year is already in the title. */
export function referenceShortLabel(reference: string): string {
  const label = referenceLabel(reference);
  return label.replace(/ de \d{4}$/, '');
}

/** '03/2025' for CSV cells (spreadsheets read it as a month). */
export function referenceMonthYear(reference: string): string {
  const parsed = parseReference(reference);
  return parsed ? formatMonthYear(parsed.year, parsed.month) : reference;
}
