import type { ContractPosition, MonthDay } from '@/entities/energy-management';

export const SERIES = {
  measured: 'Medido',
  projected: 'Projeção',
  floor: 'Limite inferior',
  ceiling: 'Limite superior',
} as const;

export type PositionPoint = { day: number; mwh: number; series: string };

/**
 * The month's running total in MWh, day by day: measured, then projected from the last measured day (which both lines
 * share, so they meet), and the band's two limits across the month.
 */
export function positionChartData(days: readonly MonthDay[], band: ContractPosition['band']) {
  let total = 0;
  const running = days.map((entry) => {
    total += entry.kwh;
    return { day: Number(entry.day.slice(8, 10)), mwh: total / 1000, measured: entry.measured };
  });
  const lastMeasured = running.findLastIndex((point) => point.measured);
  const line = (points: typeof running, series: string): PositionPoint[] => points.map(({ day, mwh }) => ({ day, mwh, series }));
  const ends = [1, running.length];
  return {
    measured: line(running.slice(0, lastMeasured + 1), SERIES.measured),
    projected: lastMeasured + 1 < running.length ? line(running.slice(Math.max(lastMeasured, 0)), SERIES.projected) : [],
    band: [
      ...ends.map((day) => ({ day, mwh: band.floor, series: SERIES.floor })),
      ...ends.map((day) => ({ day, mwh: band.ceiling, series: SERIES.ceiling })),
    ],
  };
}
