import { boundedMemo } from '../../lib/memo';
import { seededRandom } from '../../lib/random';
import { dailyConsumption } from '../report';
import { dayTypeOf, monthOf } from './calendar';
import { intervalWeights } from './profiles';
import { hourReactiveExcess } from './rules';
import { energyUnit, fixedInterval, hourPowerFactor, type EnergyUnit } from './units';

/** A day's 96 intervals (index 0 starts at 00:00) in whole Wh and varh: kWh and kvarh with three decimals. */
type DayLoad = { wh: Int32Array; varh: Int32Array };

/** What the month-level rules read of a day, without its intervals. */
type DayFacts = {
  wh: number;
  varh: number;
  /** The day's highest interval (Wh) and its index. */
  maxWh: number;
  maxIndex: number;
  /** Σ over the day's hours with a power factor under 0,92 of kWh × (0,92 / fp − 1). */
  reactiveExcessKwh: number;
};

// Every unit's months of data: 240 stores × 64 months (the contracts' months reach back further than the measurements).
const monthKwh = boundedMemo(20_000, (key) => {
  const [id = '', month = ''] = key.split('|');
  return dailyConsumption(id, Number(month.slice(0, 4)), Number(month.slice(5, 7)), energyUnit(id)!.profile);
});

/** The day's kWh exactly as the daily consumption report gives it; its intervals add up to it to the Wh. */
export const dailyKwh = (unit: EnergyUnit, day: string): number => monthKwh(`${unit.id}|${monthOf(day)}`)[Number(day.slice(8)) - 1]!;

/**
 * The day drawn from the unit's profile (seeded by unit and day): the report's kWh shared among the 96 intervals by
 * the profile's weights, the named interval of decisions §10 set first, kvarh from each hour's power factor.
 */
function drawDay(unit: EnergyUnit, day: string): DayLoad {
  const random = seededRandom(`${unit.id}|${day}|load`);
  const weights = intervalWeights(unit.profile, dayTypeOf(day), random);
  const wh = new Int32Array(96);
  let rest = Math.round(dailyKwh(unit, day) * 1000);
  const fixed = fixedInterval(unit, day);
  if (fixed) {
    wh[fixed.index] = fixed.wh;
    weights[fixed.index] = 0;
    rest -= fixed.wh;
  }
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  for (let index = 0; index < 96; index += 1) {
    if (weights[index] === 0) continue;
    wh[index] = Math.floor((rest * weights[index]!) / weightSum);
    given += wh[index]!;
  }
  // The Wh the floors left over, one each from midnight on: the day adds up to the report's value exactly.
  for (let index = 0; given < rest; index = (index + 1) % 96) {
    if (weights[index] !== 0) {
      wh[index] = wh[index]! + 1;
      given += 1;
    }
  }
  const varh = new Int32Array(96);
  for (let hour = 0; hour < 24; hour += 1) {
    const factor = hourPowerFactor(unit, day, hour, random);
    const tangent = Math.sqrt(1 / (factor * factor) - 1);
    for (let index = hour * 4; index < hour * 4 + 4; index += 1) varh[index] = Math.round(wh[index]! * tangent);
  }
  return { wh, varh };
}

const loads = boundedMemo(6000, (key) => {
  const [id = '', day = ''] = key.split('|');
  return drawDay(energyUnit(id)!, day);
});

/** The day's intervals (kept for the last few thousand days asked: a month of 15-minute data is 31 of them). */
export const dayLoad = (unit: EnergyUnit, day: string): DayLoad => loads(`${unit.id}|${day}`);

const facts = boundedMemo(40_000, (key): DayFacts => {
  const [id = '', day = ''] = key.split('|');
  // Drawn afresh, not through `loads`: a summary of 240 units reads some 15,000 days once and would push out the few
  // a chart is reading.
  const { wh, varh } = drawDay(energyUnit(id)!, day);
  const result: DayFacts = { wh: 0, varh: 0, maxWh: -1, maxIndex: 0, reactiveExcessKwh: 0 };
  for (let index = 0; index < 96; index += 1) {
    result.wh += wh[index]!;
    result.varh += varh[index]!;
    if (wh[index]! > result.maxWh) [result.maxWh, result.maxIndex] = [wh[index]!, index];
  }
  for (let hour = 0; hour < 96; hour += 4) {
    const hourWh = wh[hour]! + wh[hour + 1]! + wh[hour + 2]! + wh[hour + 3]!;
    const hourVarh = varh[hour]! + varh[hour + 1]! + varh[hour + 2]! + varh[hour + 3]!;
    result.reactiveExcessKwh += hourReactiveExcess(hourWh / 1000, hourVarh / 1000);
  }
  return result;
});

/** The day's totals, highest interval and reactive excess (kept for a whole 240-unit account's two months). */
export const dayFacts = (unit: EnergyUnit, day: string): DayFacts => facts(`${unit.id}|${day}`);
