/** Buckets as the measurements call answers them (any answer fits), at any width. */
export type Buckets = { start: string; stepMinutes: number; kwh: readonly number[]; kvarh: readonly number[]; maxKw: readonly number[] };

const sumOf = (values: readonly number[]) => Math.round(values.reduce((sum, value) => sum + value * 1000, 0)) / 1000;

/**
 * Wider buckets from narrower ones, `width` at a time (4 quarter-hours an hour, 24 hours a day): kWh and kvarh
 * summed (to the Wh, as the server does) and the highest 15-minute demand kept, so a chart that draws fewer points
 * never loses the peak. A last, incomplete group becomes a bucket of its own.
 */
export function widenBuckets(series: Buckets, width: number): Buckets {
  const groups = Math.ceil(series.kwh.length / width);
  const group = (values: readonly number[], index: number) => values.slice(index * width, index * width + width);
  return {
    start: series.start,
    stepMinutes: series.stepMinutes * width,
    kwh: Array.from({ length: groups }, (_, index) => sumOf(group(series.kwh, index))),
    kvarh: Array.from({ length: groups }, (_, index) => sumOf(group(series.kvarh, index))),
    maxKw: Array.from({ length: groups }, (_, index) => Math.max(...group(series.maxKw, index))),
  };
}

/** The period's total kWh (to the Wh). */
export const totalKwh = (series: Pick<Buckets, 'kwh'>): number => sumOf(series.kwh);
