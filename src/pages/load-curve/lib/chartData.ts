import type { Interval } from './intervals';
import { brDate } from './labels';
import { periodMinutes, type Period } from './period';

/** A point of the demand line: minutes from its period's start (the x both periods share), kW, and its own start. */
export type DemandPoint = { x: number; kw: number; at: number; series: string };

const DAY_MINUTES = 1440;
const WEEK_DAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** The first instant of a period's first day in São Paulo (epoch ms). */
export const periodStart = ({ from }: Pick<Period, 'from'>): number => Date.parse(`${from}T00:00:00-03:00`);

/** The intervals as a line placed on its period, so the previous period lies under the one shown. */
export const demandPoints = (intervals: readonly Interval[], period: Pick<Period, 'from'>, series: string): DemandPoint[] => {
  const start = periodStart(period);
  return intervals.map(({ at, kw }) => ({ x: (at - start) / 60_000, kw, at, series }));
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The peak hours of each of the period's days, as [start, end] in minutes from its start. */
export function peakRanges(period: Pick<Period, 'from' | 'to'>, peakHours: { start: string; end: string }): [number, number][] {
  const days = periodMinutes(period) / DAY_MINUTES;
  return Array.from({ length: days }, (_, day) => [day * DAY_MINUTES + minutesOf(peakHours.start), day * DAY_MINUTES + minutesOf(peakHours.end)]);
}

/** The x axis' ticks: every 3 hours of a day, every day of a week, every few days of a month (fewer on a phone). */
export function axisTicks(period: Pick<Period, 'view' | 'from' | 'to'>, narrow: boolean): number[] {
  const total = periodMinutes(period);
  const step = period.view === 'day' ? (narrow ? 360 : 180) : period.view === 'week' ? DAY_MINUTES : DAY_MINUTES * (narrow ? 10 : 5);
  return Array.from({ length: Math.floor(total / step) + (period.view === 'day' ? 1 : 0) }, (_, index) => index * step);
}

/** A tick's words: '06h' in a day, 'seg 09/11' in a week ('seg' on a phone), '05/11' in a month. */
export function tickLabel(period: Pick<Period, 'view' | 'from'>, minutes: number, narrow: boolean): string {
  if (period.view === 'day') return `${String(Math.floor(minutes / 60) % 24 === 0 && minutes > 0 ? 24 : Math.floor(minutes / 60)).padStart(2, '0')}h`;
  const day = new Date(periodStart(period) + minutes * 60_000 - 3 * 3_600_000).toISOString().slice(0, 10);
  const short = brDate(day).slice(0, 5);
  if (period.view === 'month') return short;
  const weekDay = WEEK_DAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
  return narrow ? weekDay : `${weekDay} ${short}`;
}
