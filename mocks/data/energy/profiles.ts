import type { AssetProfile } from '../types';
import type { DayType } from './calendar';

/** Relative load of each hour of the day (00h … 23h); a day's intervals share its kWh in these proportions. */
type HourLevels = readonly number[];

const hours = (base: number, spans: [from: number, to: number, level: number][]): HourLevels => {
  const levels = Array.from({ length: 24 }, () => base);
  for (const [from, to, level] of spans) for (let hour = from; hour < to; hour += 1) levels[hour] = level;
  return levels;
};

/**
 * The shapes of decisions §10: a shop open 08h–22h (refrigeration at night, the evening rush in the peak hours), a
 * factory's two shifts (06h–22h on working days, one shift on Saturdays), a warehouse's day work and night lighting,
 * and a farm's night irrigation and milking.
 */
const SHAPES: Record<AssetProfile, Record<DayType, HourLevels>> = {
  shop: {
    weekday: hours(0.22, [[6, 7, 0.3], [7, 8, 0.6], [8, 10, 0.9], [10, 18, 1], [18, 21, 1.12], [21, 22, 0.9], [22, 23, 0.45], [23, 24, 0.28]]),
    saturday: hours(0.22, [[6, 7, 0.3], [7, 8, 0.6], [8, 18, 1], [18, 20, 1.08], [20, 21, 0.7], [21, 22, 0.4]]),
    sunday: hours(0.22, [[8, 9, 0.5], [9, 18, 0.85], [18, 20, 0.7], [20, 21, 0.35]]),
  },
  factory: {
    weekday: hours(0.35, [[5, 6, 0.55], [6, 14, 1], [14, 15, 0.85], [15, 22, 1], [22, 23, 0.5]]),
    saturday: hours(0.35, [[5, 6, 0.55], [6, 14, 1], [14, 15, 0.6]]),
    sunday: hours(0.4, [[8, 12, 0.7]]),
  },
  warehouse: {
    weekday: hours(0.45, [[6, 7, 0.5], [7, 17, 1], [17, 18, 0.6]]),
    saturday: hours(0.45, [[7, 12, 1], [12, 13, 0.6]]),
    sunday: hours(0.45, [[6, 18, 0.25]]),
  },
  rural: {
    weekday: hours(0.3, [[0, 5, 1], [5, 7, 0.8], [16, 18, 0.8], [21, 24, 1]]),
    saturday: hours(0.3, [[0, 5, 1], [5, 7, 0.8], [16, 18, 0.8], [21, 24, 1]]),
    sunday: hours(0.3, [[0, 5, 1], [5, 7, 0.8], [16, 18, 0.8], [21, 24, 1]]),
  },
};

/** How much each 15-minute interval's load may stray from its hour's level, either way. */
const NOISE = 0.06;

/**
 * The 96 interval weights of a day: each interval on the line between its neighbouring hours' levels (a curve, not
 * steps), times a little noise from `random`.
 */
export function intervalWeights(profile: AssetProfile, type: DayType, random: () => number): Float64Array {
  const levels = SHAPES[profile][type];
  const weights = new Float64Array(96);
  for (let index = 0; index < 96; index += 1) {
    // The hour's level holds at its middle (quarter 1.5); between middles the load moves in a straight line.
    const position = (index - 1.5) / 4;
    const hour = Math.floor(position);
    const share = position - hour;
    const from = levels[(hour + 24) % 24]!;
    const to = levels[(hour + 25) % 24]!;
    weights[index] = (from + (to - from) * share) * (1 + NOISE * (2 * random() - 1));
  }
  return weights;
}

/** The power factor a profile keeps in a normal hour: [lowest, highest]. */
export const NORMAL_POWER_FACTOR: Record<AssetProfile, [number, number]> = {
  shop: [0.94, 0.98],
  factory: [0.93, 0.96],
  warehouse: [0.93, 0.97],
  rural: [0.925, 0.95],
};
