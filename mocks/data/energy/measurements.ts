import { addDays, daysFrom, measuredUntil } from './calendar';
import { dayFacts, dayLoad } from './load';
import type { EnergyUnit } from './units';

export type Resolution = '15m' | '1h' | '1d';
const STEP_MINUTES: Record<Resolution, number> = { '15m': 15, '1h': 60, '1d': 1440 };

/**
 * GET /v1/Energy/measurements: columnar buckets from `from` 00:00 to the end of min(`to`, the last measured day).
 * Each bucket sums its intervals' kWh and kvarh (whole Wh, so three decimals at most) and keeps the highest
 * interval's demand (kW = 4 × kWh), so a peak survives any zoom.
 */
export function measurements(unit: EnergyUnit, from: string, to: string, resolution: Resolution, now: Date) {
  const until = measuredUntil(now);
  const last = to < until ? to : until;
  const dayCount = Math.max(0, daysFrom(from, last) + 1);
  const kwh: number[] = [];
  const kvarh: number[] = [];
  const maxKw: number[] = [];
  for (let offset = 0; offset < dayCount; offset += 1) {
    const day = addDays(from, offset);
    if (resolution === '1d') {
      const facts = dayFacts(unit, day);
      kwh.push(facts.wh / 1000);
      kvarh.push(facts.varh / 1000);
      maxKw.push((facts.maxWh * 4) / 1000);
      continue;
    }
    const { wh, varh } = dayLoad(unit, day);
    const width = resolution === '1h' ? 4 : 1;
    for (let start = 0; start < 96; start += width) {
      let [bucketWh, bucketVarh, bucketMax] = [0, 0, 0];
      for (let index = start; index < start + width; index += 1) {
        bucketWh += wh[index]!;
        bucketVarh += varh[index]!;
        bucketMax = Math.max(bucketMax, wh[index]!);
      }
      kwh.push(bucketWh / 1000);
      kvarh.push(bucketVarh / 1000);
      maxKw.push((bucketMax * 4) / 1000);
    }
  }
  return {
    physicalAssetId: unit.id,
    resolution,
    from,
    to,
    measuredUntil: until,
    start: `${from}T00:00:00-03:00`,
    stepMinutes: STEP_MINUTES[resolution],
    kwh,
    kvarh,
    maxKw,
  };
}
