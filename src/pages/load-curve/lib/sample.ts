/**
 * Fewer points for a line that looks the same: the points fall into `buckets` runs of consecutive points (a few
 * pixels each), and each run keeps its lowest and highest point, in their order. A line drawn through them shows
 * every spike and dip of the whole series, and the period's peak is never sampled away. A series with no more than
 * two points a run is returned as it is.
 */
export function keepExtremes<T>(points: readonly T[], buckets: number, valueOf: (point: T) => number): readonly T[] {
  if (points.length <= buckets * 2) return points;
  const kept: T[] = [];
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const first = Math.floor((bucket * points.length) / buckets);
    const end = Math.floor(((bucket + 1) * points.length) / buckets);
    let [low, high] = [first, first];
    for (let index = first + 1; index < end; index += 1) {
      const value = valueOf(points[index]!);
      if (value < valueOf(points[low]!)) low = index;
      if (value > valueOf(points[high]!)) high = index;
    }
    if (low === high) kept.push(points[low]!);
    else kept.push(...(low < high ? [points[low]!, points[high]!] : [points[high]!, points[low]!]));
  }
  return kept;
}

/** Runs for a plot `width` px wide: one every 4 px (a month at 15 minutes on a 1,200 px plot: 2,976 points → 600). */
export const runsFor = (width: number): number => Math.max(60, Math.round(width / 4));
