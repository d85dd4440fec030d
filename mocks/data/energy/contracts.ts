import { boundedMemo } from '../../lib/memo';
import { seededRandom } from '../../lib/random';
import { contractsForAsset } from '../contracts';
import { horizonteUnit } from '../horizonte';
import { addMonths, dayTypeOf, daysFrom, daysInMonth, firstDayOf, firstMeasuredDay, measuredUntil, monthDays, monthOf, saoPauloToday } from './calendar';
import { dailyKwh } from './load';
import { DEMAND_TARIFF, DEMAND_TOLERANCE, FLEXIBILITY, projectMonth, REACTIVE_TARIFF, type DailySeries } from './rules';
import { bandStyle, energyUnit, type EnergyUnit } from './units';

/** GET /v1/Energy/demand-contract: the same tariffs for every demo unit (decisions §10). */
export const demandContract = (unit: EnergyUnit, now: Date) => ({
  physicalAssetId: unit.id,
  contractedKw: unit.contractedKw,
  tolerance: DEMAND_TOLERANCE,
  peakHours: { start: '18:00', end: '21:00' },
  demandTariff: DEMAND_TARIFF,
  reactiveTariff: REACTIVE_TARIFF,
  measuredFrom: firstMeasuredDay(now),
  measuredUntil: measuredUntil(now),
});

const seriesOf = boundedMemo(4096, (key): DailySeries => {
  const [id = '', month = ''] = key.split('|');
  const unit = energyUnit(id)!;
  // Every month has at least 28 days: the 28 days before a month are the end of the one before it.
  const days = [...monthDays(addMonths(month, -1)).slice(-28), ...monthDays(month)];
  return { kwh: days.map((day) => dailyKwh(unit, day)), types: days.map(dayTypeOf) };
});

/** The 28 days before the month and the month's days, as the projection reads them. */
export const dailySeries = (unit: EnergyUnit, month: string): DailySeries => seriesOf(`${unit.id}|${month}`);

/**
 * The month's MWmédio, set so the unit's story holds on every day of the month: the band is drawn around the
 * projections the month's measurements give from its 1st to its end (the last one is the month consumed), in
 * the middle for 'inside', 18–26 % under the lowest for 'above', 18–24 % over the highest for 'below'.
 */
const averageMwOf = boundedMemo(20_000, (key) => {
  const [id = '', month = '', style = ''] = key.split('|');
  const series = dailySeries(energyUnit(id)!, month);
  const projections = Array.from({ length: daysInMonth(month) }, (_, index) => projectMonth(series, index + 1));
  const [lowest, highest] = [Math.min(...projections), Math.max(...projections)];
  const random = seededRandom(`${id}|${month}|band`)();
  const kwh = style === 'above' ? lowest / (1.18 + 0.08 * random) : style === 'below' ? highest / (0.76 + 0.06 * random) : (lowest + highest) / 2;
  return Math.round((kwh / 1000 / (daysInMonth(month) * 24)) * 1e6) / 1e6;
});

/** R$/MWh: the contract price and the exposure price of the excess over the ceiling. */
function prices(unit: EnergyUnit) {
  if (!horizonteUnit(unit.id)) return { price: 275, exposurePrice: 450 };
  const random = seededRandom(`${unit.id}|prices`);
  const price = 240 + Math.floor(random() * 61);
  return { price, exposurePrice: price + 150 + Math.floor(random() * 81) };
}

/** The supply contract in force today (decisions §2: its code and dates are the energy contract's), if any. */
function contractInForce(unit: EnergyUnit, now: Date) {
  const today = saoPauloToday(now);
  const active = contractsForAsset(unit.id, now).find((contract) => contract.startDate <= today && today <= contract.endDate);
  return active && bandStyle(unit, monthOf(today)) ? active : undefined;
}

const averageMw = (unit: EnergyUnit, month: string) => averageMwOf(`${unit.id}|${month}|${bandStyle(unit, month)}`);

/** GET /v1/Energy/energy-contract: the terms of the unit's supply contract in force, or null without one. */
export function energyContract(unit: EnergyUnit, now: Date) {
  const active = contractInForce(unit, now);
  if (!active) return { physicalAssetId: unit.id, measuredUntil: measuredUntil(now), contract: null };
  const first = monthOf(active.startDate);
  const months = Array.from({ length: monthsBetween(first, monthOf(active.endDate)) + 1 }, (_, index) => {
    const month = addMonths(first, index);
    return { month, averageMw: averageMw(unit, month) };
  });
  return {
    physicalAssetId: unit.id,
    measuredUntil: measuredUntil(now),
    contract: { code: active.code, validFrom: active.startDate, validTo: active.endDate, flexibility: FLEXIBILITY, ...prices(unit), months },
  };
}

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/** The terms the position reads for one month: MWmédio and prices, or null when no contract covers it. */
export function monthTerms(unit: EnergyUnit, month: string, now: Date) {
  const active = contractInForce(unit, now);
  if (!active || month < monthOf(active.startDate) || month > monthOf(active.endDate)) return null;
  return { averageMw: averageMw(unit, month), ...prices(unit) };
}

/** How many of the month's days are measured by `now` (0 before its 1st is, all once it is over). */
export const daysMeasuredIn = (month: string, now: Date): number =>
  Math.max(0, Math.min(daysInMonth(month), daysFrom(firstDayOf(month), measuredUntil(now)) + 1));
