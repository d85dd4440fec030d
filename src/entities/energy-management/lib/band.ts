import type { BandPosition } from '../model/types';
import { monthHours } from './dates';

/** The month's contracted volume and the band around it, in MWh. */
export type Band = { volume: number; floor: number; ceiling: number };

/** Volume = MWmédio × the month's hours; floor and ceiling = volume × (1 ∓ flexibility). Decisions §10. */
export function contractBand(averageMw: number, month: string, flexibility: number): Band {
  const volume = averageMw * monthHours(month);
  return { volume, floor: volume * (1 - flexibility), ceiling: volume * (1 + flexibility) };
}

/** 'Acima da faixa' over the ceiling, 'Abaixo da faixa' under the floor, else 'Dentro da faixa' (edges inside). */
export const bandPosition = (projectionMwh: number, band: Band): BandPosition =>
  projectionMwh > band.ceiling ? 'above' : projectionMwh < band.floor ? 'below' : 'inside';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * 'Valor em risco' (R$): below the band the floor not consumed at the contract price (take-or-pay), above it the
 * excess over the ceiling at the exposure price, R$ 0,00 inside.
 */
export function valueAtRisk(projectionMwh: number, band: Band, price: number, exposurePrice: number): number {
  if (projectionMwh < band.floor) return cents((band.floor - projectionMwh) * price);
  if (projectionMwh > band.ceiling) return cents((projectionMwh - band.ceiling) * exposurePrice);
  return 0;
}

/** 'Fatura prevista' (R$) = min(max(projection, floor), ceiling) × price + max(projection − ceiling, 0) × exposure price. */
export const expectedBill = (projectionMwh: number, band: Band, price: number, exposurePrice: number): number =>
  cents(Math.min(Math.max(projectionMwh, band.floor), band.ceiling) * price + Math.max(projectionMwh - band.ceiling, 0) * exposurePrice);
