import { periodMinutes, type Period } from './period';

/** Round ticks from 0 to at least `max`: steps of 1, 2, 2,5 or 5 × a power of ten, about `count` of them. */
export function niceTicks(max: number, count = 6): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((times) => times * power).find((candidate) => candidate >= raw * (1 - 1e-9))!;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toFixed(9)));
}

/** A linear map from [d0, d1] to [r0, r1], and back. */
export function linear([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  const ratio = (r1 - r0) / (d1 - d0 || 1);
  const scale = (value: number) => r0 + (value - d0) * ratio;
  scale.invert = (position: number) => d0 + (position - r0) / ratio;
  return scale;
}

/** The index of the point whose x is nearest `x`, in points sorted by x (a binary search); -1 when there are none. */
export function nearestIndex(points: readonly { x: number }[], x: number): number {
  if (points.length === 0) return -1;
  let [low, high] = [0, points.length - 1];
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.x <= x) low = middle;
    else high = middle;
  }
  return Math.abs(points[high]!.x - x) < Math.abs(points[low]!.x - x) ? high : low;
}

/** An SVG path through the points, in order (a tenth of a pixel is as fine as a screen draws). */
export function linePath<T>(points: readonly T[], x: (point: T) => number, y: (point: T) => number): string {
  let path = '';
  for (let index = 0; index < points.length; index += 1) {
    const point = points[index]!;
    path += `${index === 0 ? 'M' : 'L'}${Math.round(x(point) * 10) / 10},${Math.round(y(point) * 10) / 10}`;
  }
  return path;
}

/** Where the plot sits in the SVG, its scales (x in minutes from the period's start, y in kW) and the kW ticks. */
export type Frame = ReturnType<typeof frameOf>;

// Room for the kW labels and title on the left, the day labels below, and the last x label's half on the right.
const MARGIN = { top: 12, right: 20, bottom: 30, left: 56 };

/** The plot in an SVG `width` × `height`, its kW axis from 0 past `highestKw` × 1,1 in round steps. */
export function frameOf(period: Pick<Period, 'from' | 'to'>, width: number, height: number, highestKw: number) {
  const [left, right, top, bottom] = [MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right), MARGIN.top, height - MARGIN.bottom];
  const yTicks = niceTicks(highestKw * 1.1);
  return { left, right, top, bottom, yTicks, x: linear([0, periodMinutes(period)], [left, right]), y: linear([0, yTicks.at(-1)!], [bottom, top]) };
}
