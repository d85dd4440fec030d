import { boundedMemo } from '../../lib/memo';

/**
 * Days of the energy data, in São Paulo: UTC−03:00 all year (no daylight saving since 2019). A day is 'YYYY-MM-DD',
 * a month 'YYYY-MM'. Measurements arrive the next day: the last measured day is yesterday.
 */
const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Months of measurements every unit has before the current one (decisions §10: from 24 months ago). */
const HISTORY_MONTHS = 24;

export type DayType = 'weekday' | 'saturday' | 'sunday';

const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's date in São Paulo. */
export const saoPauloToday = (now: Date): string => dayOfUtc(now.getTime() - SAO_PAULO_OFFSET_MS);

export const addDays = (day: string, count: number): string => dayOfUtc(utcOf(day) + count * DAY_MS);

/** Whole days from `from` to `to` (0 when equal, negative when `to` comes first). */
export const daysFrom = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

export const monthOf = (day: string): string => day.slice(0, 7);

export const addMonths = (month: string, count: number): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count, 1)).toISOString().slice(0, 7);

export const daysInMonth = (month: string): number =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

export const firstDayOf = (month: string): string => `${month}-01`;

const daysOf = boundedMemo(512, (month) =>
  Array.from({ length: daysInMonth(month) }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
);
/** The month's days in order (the rules walk a few thousand of them per request: written once, not computed). */
export const monthDays = (month: string): readonly string[] => daysOf(month);
export const lastDayOf = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** Monday–Friday, Saturday or Sunday: the pattern a unit's days follow. */
export function dayTypeOf(day: string): DayType {
  const weekDay = new Date(utcOf(day)).getUTCDay();
  return weekDay === 0 ? 'sunday' : weekDay === 6 ? 'saturday' : 'weekday';
}

/** A real calendar day written 'YYYY-MM-DD'. */
export const isDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(utcOf(text)) && dayOfUtc(utcOf(text)) === text;

/** The last day with measurements: yesterday in São Paulo. */
export const measuredUntil = (now: Date): string => addDays(saoPauloToday(now), -1);

/** The first day with measurements: the 1st of the month 24 months before the current one. */
export const firstMeasuredDay = (now: Date): string => firstDayOf(addMonths(monthOf(saoPauloToday(now)), -HISTORY_MONTHS));

/** The month before today's: measured whole (yesterday at the latest was its last day). */
export const lastClosedMonth = (now: Date): string => addMonths(monthOf(saoPauloToday(now)), -1);

/**
 * The month the position speaks of: this month once it has a measured day, else (on the 1st) the previous one,
 * closed. Decisions §10: "On the first day of a month, before its first measurement, ... the previous month, closed".
 */
export const positionMonth = (now: Date): string => monthOf(measuredUntil(now));
