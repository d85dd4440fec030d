import { widenBuckets, type Buckets } from './buckets';
import { bucketStart } from './dates';

/** Decisions §10: hours under this power factor are billed as excess reactive energy. */
const POWER_FACTOR_LIMIT = 0.92;

/** One hour: its start (epoch ms), kWh, kvarh and power factor (null when it had no kWh: no factor, no charge). */
export type PowerFactorHour = { at: number; kwh: number; kvarh: number; factor: number | null };

/** fp = kWh / √(kWh² + kvarh²); null without kWh. */
export const powerFactor = (kwh: number, kvarh: number): number | null => (kwh > 0 ? kwh / Math.sqrt(kwh * kwh + kvarh * kvarh) : null);

/** The hourly power factors of an answer at 15 minutes or 1 hour (15-minute intervals are added up per hour first). */
export function hourlyPowerFactors(series: Buckets): PowerFactorHour[] {
  if (series.stepMinutes !== 15 && series.stepMinutes !== 60) throw new RangeError('hourlyPowerFactors: 15-minute or hourly buckets');
  const hourly = series.stepMinutes === 15 ? widenBuckets(series, 4) : series;
  return hourly.kwh.map((kwh, index) => ({
    at: bucketStart(hourly.start, 60, index),
    kwh,
    kvarh: hourly.kvarh[index]!,
    factor: powerFactor(kwh, hourly.kvarh[index]!),
  }));
}

/** The kWh an hour is billed as excess reactive energy: kWh × (0,92 / fp − 1) under 0,92, else 0. */
const reactiveExcessKwh = (hour: Pick<PowerFactorHour, 'kwh' | 'factor'>): number =>
  hour.factor !== null && hour.factor < POWER_FACTOR_LIMIT ? hour.kwh * (POWER_FACTOR_LIMIT / hour.factor - 1) : 0;

/** The hours under 0,92, for 'Fator de potência' and its table. */
export const hoursBelowLimit = (hours: readonly PowerFactorHour[]): PowerFactorHour[] =>
  hours.filter((hour) => hour.factor !== null && hour.factor < POWER_FACTOR_LIMIT);

/** 'Excedente de reativos estimado' (R$): Σ over the hours under 0,92 of kWh × (0,92 / fp − 1) × the reactive tariff. */
export const reactiveCharge = (hours: readonly PowerFactorHour[], reactiveTariff: number): number =>
  Math.round(hours.reduce((sum, hour) => sum + reactiveExcessKwh(hour), 0) * reactiveTariff * 100) / 100;
