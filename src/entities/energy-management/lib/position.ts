import type { BandPosition, EnergyContractTerms } from '../model/types';
import { bandPosition, contractBand, expectedBill, valueAtRisk, type Band } from './band';
import { projectMonth, type DailyKwh } from './projection';

/** 'Posição do contrato' of one month: the band, the measured and projected MWh, the status and the money. */
export type ContractPosition = {
  month: string;
  /** The month is over: its measured MWh is final and the projection equals it. */
  closed: boolean;
  band: Band;
  measuredMwh: number;
  measuredUntil: string | null;
  projectionMwh: number;
  position: BandPosition;
  valueAtRisk: number;
  expectedBill: number;
};

/**
 * The month's position against the contract's band, from its daily measurements (see `projectMonth`), or null when
 * the contract has no volume for that month.
 */
export function contractPosition(terms: EnergyContractTerms, month: string, daily: readonly DailyKwh[]): ContractPosition | null {
  const averageMw = terms.months.find((row) => row.month === month)?.averageMw;
  if (averageMw === undefined) return null;
  const band = contractBand(averageMw, month, terms.flexibility);
  const projection = projectMonth(month, daily);
  const projectionMwh = projection.projectedKwh / 1000;
  return {
    month,
    closed: projection.closed,
    band,
    measuredMwh: projection.measuredKwh / 1000,
    measuredUntil: projection.measuredUntil,
    projectionMwh,
    position: bandPosition(projectionMwh, band),
    valueAtRisk: valueAtRisk(projectionMwh, band, terms.price, terms.exposurePrice),
    expectedBill: expectedBill(projectionMwh, band, terms.price, terms.exposurePrice),
  };
}
