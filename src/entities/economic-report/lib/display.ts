import type { DisplayType } from '../model/period';
import type { DailyConsumption, YearlyEconomy } from '../model/types';
import { parseReference, type YearMonth } from './months';

const monthIndex = (row: YearlyEconomy) => {
  const parsed = parseReference(row.reference);
  return parsed ? parsed.year * 12 + parsed.month : Number.POSITIVE_INFINITY;
};

/**
 * The economy rows a display shows: 'Anual' the year's months in order, 'Mensal' only the selected month.
 * With `lastClosed`, months after it are left out: a month that has not closed has no savings yet.
 */
export function economyRowsFor(
  rows: YearlyEconomy[],
  displayType: DisplayType,
  selected: YearMonth,
  lastClosed?: YearMonth,
): YearlyEconomy[] {
  const limit = lastClosed ? lastClosed.year * 12 + lastClosed.month : Number.POSITIVE_INFINITY;
  const ordered = [...rows].filter((row) => monthIndex(row) <= limit).sort((a, b) => monthIndex(a) - monthIndex(b));
  if (displayType === 'Anual') return ordered;
  return ordered.filter((row) => {
    const parsed = parseReference(row.reference);
    return parsed?.year === selected.year && parsed.month === selected.month;
  });
}

type CalendarDay = YearMonth & { day: number };

/** Daily rows in calendar order; with `today`, days that have not happened yet are left out. */
export function dailyRowsInOrder(rows: DailyConsumption[], period?: YearMonth, today?: CalendarDay): DailyConsumption[] {
  const ordered = [...rows].sort((a, b) => a.day - b.day);
  if (!period || !today) return ordered;
  const periodIndex = period.year * 12 + period.month;
  const todayIndex = today.year * 12 + today.month;
  if (periodIndex < todayIndex) return ordered;
  if (periodIndex > todayIndex) return [];
  return ordered.filter((row) => row.day <= today.day);
}

/** Year-to-date rows: the months of `upTo.year` up to and including `upTo.month`, in any order given. */
export function economyRowsYearToDate(rows: YearlyEconomy[], upTo: YearMonth): YearlyEconomy[] {
  return rows.filter((row) => {
    const parsed = parseReference(row.reference);
    return parsed?.year === upTo.year && parsed.month <= upTo.month;
  });
}
