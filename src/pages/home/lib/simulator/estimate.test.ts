// @vitest-environment node
import fc from 'fast-check';
import { STATES } from '../../config/simulator/savingsAssumptions';
import { estimateSavings } from './estimate';

describe('estimateSavings', () => {
  it('group A in SP (default range): 15% to 30% a month, times 12 a year', () => {
    const result = estimateSavings({ monthlyBill: 15000, state: 'SP', group: 'A' });
    expect(result).toEqual({
      eligible: true,
      input: { monthlyBill: 15000, state: 'SP', group: 'A' },
      rate: { min: 0.15, max: 0.3 },
      monthly: { min: 2250, max: 4500 },
      yearly: { min: 27000, max: 54000 },
    });
  });

  it("uses the state's own range (RJ 18% to 33%) and rounds to cents", () => {
    const result = estimateSavings({ monthlyBill: 12345.67, state: 'RJ', group: 'A' });
    expect(result.eligible && result.monthly).toEqual({ min: 2222.22, max: 4074.07 });
    expect(result.eligible && result.yearly).toEqual({ min: 26666.64, max: 48888.84 });
  });

  it('group B is not eligible and carries no figure', () => {
    expect(estimateSavings({ monthlyBill: 15000, state: 'SP', group: 'B' })).toEqual({
      eligible: false,
      input: { monthlyBill: 15000, state: 'SP', group: 'B' },
    });
  });

  it('for any bill and state: 0 < min ≤ max < bill, and yearly = 12 × monthly', () => {
    const states = fc.constantFrom(...STATES.map((s) => s.code));
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 1_000_000_000 }), states, (billCents, state) => {
        const monthlyBill = billCents / 100;
        const result = estimateSavings({ monthlyBill, state, group: 'A' });
        if (!result.eligible) return false;
        const { monthly, yearly } = result;
        return (
          monthly.min > 0 &&
          monthly.min <= monthly.max &&
          monthly.max < monthlyBill &&
          Math.abs(yearly.min - monthly.min * 12) < 0.01 &&
          Math.abs(yearly.max - monthly.max * 12) < 0.01
        );
      }),
    );
  });
});
