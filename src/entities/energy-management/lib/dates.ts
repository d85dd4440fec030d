/**
 * Calendar arithmetic on the API's São Paulo days ('YYYY-MM-DD') and months ('YYYY-MM'), done on UTC dates so the
 * browser's own time zone never shifts a day.
 */
const DAY_MS = 86_400_000;

const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type DayType = 'weekday' | 'saturday' | 'sunday';

export const addDays = (day: string, count: number): string => dayOf(utcOf(day) + count * DAY_MS);
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
export const monthOfDay = (day: string): string => day.slice(0, 7);
export const addMonths = (month: string, count: number): string =>
  dayOf(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count, 1)).slice(0, 7);
export const daysInMonth = (month: string): number => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
export const firstDay = (month: string): string => `${month}-01`;
export const lastDay = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
/** The month's hours: its contracted volume is MWmédio × these. */
export const monthHours = (month: string): number => daysInMonth(month) * 24;

/** Monday–Friday, Saturday or Sunday: the day types the projection keeps apart. */
export function dayTypeOf(day: string): DayType {
  const weekDay = new Date(utcOf(day)).getUTCDay();
  return weekDay === 0 ? 'sunday' : weekDay === 6 ? 'saturday' : 'weekday';
}

/** São Paulo is UTC−03:00 all year (no daylight saving since 2019). */
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

/** The São Paulo day and time ('HH:MM') of an instant: where an interval starts, as the screens write it. */
export function saoPauloTime(ms: number): { day: string; time: string } {
  const local = new Date(ms - SAO_PAULO_OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Epoch ms of bucket `index` of an answer starting at `start` (an instant with its offset) every `stepMinutes`. */
export const bucketStart = (start: string, stepMinutes: number, index: number): number => Date.parse(start) + index * stepMinutes * 60_000;
