import { addDays, addMonths, daysInMonth, firstDay, lastDay, monthOfDay } from '@/entities/energy-management';

/** 'Dia', 'Semana' or 'Mês': the address's `view`. */
export type View = 'day' | 'week' | 'month';
export const VIEWS: readonly View[] = ['day', 'week', 'month'];

/** The unit's measured days (the demand contract's `measuredFrom` and `measuredUntil`), 'YYYY-MM-DD'. */
export type Measured = { from: string; until: string };

/**
 * The period shown: the view, the day the address names (any day inside the period), the period's whole days (a week
 * runs Monday to Sunday) and the days of it that were measured, which the measurements call is asked for.
 */
export type Period = { view: View; date: string; from: string; to: string; askFrom: string; askTo: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const weekDay = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
const isDay = (value: string | null): value is string => value !== null && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const clamp = (day: string, { from, until }: Measured) => (day < from ? from : day > until ? until : day);

/** The whole days of the `view` period holding `date`. */
function span(view: View, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  if (view === 'month') return { from: firstDay(monthOfDay(date)), to: lastDay(monthOfDay(date)) };
  const monday = addDays(date, -((weekDay(date) + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

/** The `view` period holding `date`, with the days of it inside the measured ones. */
export function periodOf(view: View, date: string, measured: Measured): Period {
  const { from, to } = span(view, date);
  return { view, date, from, to, askFrom: from < measured.from ? measured.from : from, askTo: to > measured.until ? measured.until : to };
}

/**
 * The period the address asks for (`?view=day|week|month&date=AAAA-MM-DD`): without a view, 'Dia'; without a real
 * day, the last measured one; a day outside the measured ones is taken to the nearest measured day.
 */
export function periodFromAddress(search: URLSearchParams, measured: Measured): Period {
  const view = VIEWS.find((candidate) => candidate === search.get('view')) ?? 'day';
  const date = search.get('date');
  return periodOf(view, isDay(date) ? clamp(date, measured) : measured.until, measured);
}

/** The same day `count` months on, or the month's last day when it has fewer days (31/01 → 28/02). */
function shiftMonths(date: string, count: number): string {
  const month = addMonths(monthOfDay(date), count);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The day `count` periods away from `period.date` (the previous one at -1), not yet kept inside the measured days. */
const shiftedDate = ({ view, date }: Pick<Period, 'view' | 'date'>, count: number): string =>
  view === 'day' ? addDays(date, count) : view === 'week' ? addDays(date, 7 * count) : shiftMonths(date, count);

/** Whether a period before or after this one has measured days. */
export const hasPrevious = (period: Period, measured: Measured): boolean => period.from > measured.from;
export const hasNext = (period: Period, measured: Measured): boolean => period.to < measured.until;

/** The period before (-1) or after (1), its day kept inside the measured ones. */
export const neighbour = (period: Period, count: -1 | 1, measured: Measured): Period =>
  periodOf(period.view, clamp(shiftedDate(period, count), measured), measured);

/** The same view on another day (a switch of 'Dia', 'Semana', 'Mês' keeps the day). */
export const withView = (period: Period, view: View, measured: Measured): Period => periodOf(view, period.date, measured);

/**
 * The period before this one, drawn beside it by 'Comparar com o período anterior'; null when none of its days was
 * measured.
 */
export function previousPeriod(period: Period, measured: Measured): Period | null {
  if (!hasPrevious(period, measured)) return null;
  return periodOf(period.view, shiftedDate(period, -1), measured);
}

/** The minutes from the period's first instant to its end (a day 1,440, a week 10,080). */
export const periodMinutes = ({ from, to }: Pick<Period, 'from' | 'to'>): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 60_000 + 1440;
