// @vitest-environment node
// 'Posição do contrato' of a month: the band from the contract's MWmédio, the projection, the status and the money.
import { describe, expect, it } from 'vitest';
import type { EnergyContractTerms } from '../model/types';
import { addDays } from './dates';
import { contractPosition } from './position';

const TERMS: EnergyContractTerms = {
  code: 'AUR-2023-0311',
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  flexibility: 0.1,
  price: 275,
  exposurePrice: 450,
  months: [{ month: '2026-11', averageMw: 0.1 }],
};
/** 1 MWh a day from `from` to `to`. */
const flat = (from: string, to: string) => {
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, kwh: 1000 });
  return days;
};

describe('contractPosition', () => {
  it('projects the month and prices it against the band: 30 MWh of a 72 MWh volume is below, the floor paid', () => {
    const position = contractPosition(TERMS, '2026-11', flat('2026-10-04', '2026-11-11'))!;
    expect(position).toMatchObject({ month: '2026-11', closed: false, measuredUntil: '2026-11-11', position: 'below' });
    expect(position.band.volume).toBeCloseTo(72, 9);
    expect(position.measuredMwh).toBeCloseTo(11, 9);
    expect(position.projectionMwh).toBeCloseTo(30, 9);
    expect(position.valueAtRisk).toBe(Math.round((72 * 0.9 - 30) * 275 * 100) / 100);
    expect(position.expectedBill).toBe(Math.round(72 * 0.9 * 275 * 100) / 100);
  });

  it('shows a closed month as measured', () => {
    const position = contractPosition(TERMS, '2026-11', flat('2026-10-04', '2026-11-30'))!;
    expect(position).toMatchObject({ closed: true, measuredUntil: '2026-11-30' });
    expect(position.projectionMwh).toBe(position.measuredMwh);
  });

  it('has nothing to say for a month the contract gives no volume', () => {
    expect(contractPosition(TERMS, '2026-12', flat('2026-11-03', '2026-12-05'))).toBeNull();
  });
});
