/**
 * The demo backend's own copy of the rules of decisions §10 (the portal has its own in src/entities/energy; mocks/
 * shares no code with it, so each checks the other).
 */
import { daysInMonth, type DayType } from './calendar';

export const DEMAND_TOLERANCE = 0.05;
export const DEMAND_TARIFF = 38.5;
export const REACTIVE_TARIFF = 0.32;
const POWER_FACTOR_LIMIT = 0.92;
export const FLEXIBILITY = 0.1;
/** Measured days the projection learns the unit's pattern from. */
const PATTERN_DAYS = 28;

export type Position = 'inside' | 'above' | 'below';
type Band = { volume: number; floor: number; ceiling: number };

const cents = (value: number) => Math.round(value * 100) / 100;

/** ANEEL REN 1000/2021: over 105 % of the contracted demand, the whole excess at twice the demand tariff (R$). */
export const overrunCharge = (measuredKw: number, contractedKw: number): number =>
  measuredKw > contractedKw * (1 + DEMAND_TOLERANCE) ? cents((measuredKw - contractedKw) * 2 * DEMAND_TARIFF) : 0;

/** The kWh an hour is billed as excess reactive energy: kWh × (0,92 / fp − 1) when fp < 0,92 (none without kWh). */
export function hourReactiveExcess(kwh: number, kvarh: number): number {
  if (kwh <= 0) return 0;
  const factor = kwh / Math.sqrt(kwh * kwh + kvarh * kvarh);
  return factor < POWER_FACTOR_LIMIT ? kwh * (POWER_FACTOR_LIMIT / factor - 1) : 0;
}

export const reactiveCharge = (excessKwh: number): number => cents(excessKwh * REACTIVE_TARIFF);

/** The month's contracted volume (MWh = MWmédio × the month's hours) and its band. */
export function bandOf(averageMw: number, month: string): Band {
  const volume = averageMw * daysInMonth(month) * 24;
  return { volume, floor: volume * (1 - FLEXIBILITY), ceiling: volume * (1 + FLEXIBILITY) };
}

export const positionOf = (projectionMwh: number, band: Band): Position =>
  projectionMwh > band.ceiling ? 'above' : projectionMwh < band.floor ? 'below' : 'inside';

/** 'Valor em risco' (R$): the floor not consumed at the contract price, the excess over the ceiling at the exposure price. */
export function valueAtRisk(projectionMwh: number, band: Band, price: number, exposurePrice: number): number {
  if (projectionMwh < band.floor) return cents((band.floor - projectionMwh) * price);
  return projectionMwh > band.ceiling ? cents((projectionMwh - band.ceiling) * exposurePrice) : 0;
}

/** Days of the projection: the 28 days before the month, then the month's days, each with its kWh and type. */
export type DailySeries = { kwh: readonly number[]; types: readonly DayType[] };

/**
 * The month's kWh when its first `measured` days are known: those days, plus for each day left the mean of the days
 * of its type (Monday–Friday, Saturday, Sunday) among the last 28 measured days.
 */
export function projectMonth(series: DailySeries, measured: number): number {
  const start = PATTERN_DAYS;
  let total = 0;
  for (let index = start; index < start + measured; index += 1) total += series.kwh[index]!;
  const sums: Record<DayType, [number, number]> = { weekday: [0, 0], saturday: [0, 0], sunday: [0, 0] };
  for (let index = start + measured - PATTERN_DAYS; index < start + measured; index += 1) {
    const sum = sums[series.types[index]!];
    sum[0] += series.kwh[index]!;
    sum[1] += 1;
  }
  for (let index = start + measured; index < series.kwh.length; index += 1) {
    const [sum, count] = sums[series.types[index]!];
    total += sum / count;
  }
  return total;
}
