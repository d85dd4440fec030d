// @vitest-environment node
import {
  DEFAULT_SAVINGS_RANGE,
  MONTHLY_BILL_LIMITS,
  MONTHS_PER_YEAR,
  savingsRangeFor,
  STATE_SAVINGS_RANGES,
  STATES,
  type StateCode,
} from './savingsAssumptions';

describe('savings assumptions (the one data file of the simulator)', () => {
  it('defaults to 15% to 30% of the bill (decisions §3)', () => {
    expect(DEFAULT_SAVINGS_RANGE).toEqual({ min: 0.15, max: 0.3 });
    expect(savingsRangeFor('SP')).toEqual(DEFAULT_SAVINGS_RANGE);
    expect(savingsRangeFor('MG')).toEqual(DEFAULT_SAVINGS_RANGE);
  });

  it('lists the 26 states and the Federal District once each, with their names', () => {
    expect(STATES).toHaveLength(27);
    expect(new Set(STATES.map((s) => s.code)).size).toBe(27);
    expect(STATES.find((s) => s.code === 'SP')?.name).toBe('São Paulo');
    expect(STATES.find((s) => s.code === 'DF')?.name).toBe('Distrito Federal');
  });

  it('has a sane range for every state: 0 < min < max ≤ 50% of the bill', () => {
    for (const { code } of STATES) {
      const range = savingsRangeFor(code);
      expect(range.min, code).toBeGreaterThan(0);
      expect(range.max, code).toBeGreaterThan(range.min);
      expect(range.max, code).toBeLessThanOrEqual(0.5);
    }
  });

  it('overrides only known states, with their own range', () => {
    for (const code of Object.keys(STATE_SAVINGS_RANGES) as StateCode[]) {
      expect(STATES.some((s) => s.code === code)).toBe(true);
      expect(savingsRangeFor(code)).toBe(STATE_SAVINGS_RANGES[code]);
    }
    expect(savingsRangeFor('RJ')).toEqual({ min: 0.18, max: 0.33 });
    expect(savingsRangeFor('SC')).toEqual({ min: 0.12, max: 0.26 });
  });

  it('accepts bills from R$ 1.000 to R$ 10 milhões and counts 12 months a year', () => {
    expect(MONTHLY_BILL_LIMITS).toEqual({ min: 1000, max: 10_000_000 });
    expect(MONTHS_PER_YEAR).toBe(12);
  });
});
