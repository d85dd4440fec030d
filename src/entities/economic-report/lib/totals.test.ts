// @vitest-environment node
import { dailyTotals, economyTotals } from './totals';

const month = (reference: string, acr: number, acl: number) => ({ reference, acr, acl, result: Math.round((acr - acl) * 100) / 100 });

describe('economyTotals', () => {
  it('sums the savings in BRL and divides by the ACR cost for the percentage, with two decimals', () => {
    const totals = economyTotals([month('2025-01', 50_000, 40_000), month('2025-02', 30_000, 25_500)]);
    expect(totals).toEqual({ acr: 80_000, acl: 65_500, savings: 14_500, savingsPercent: 18.13 });
  });

  it('sums money without float noise', () => {
    const totals = economyTotals([
      { reference: '2025-01', acr: 0.1, acl: 0, result: 0.1 },
      { reference: '2025-02', acr: 0.2, acl: 0, result: 0.2 },
    ]);
    expect(totals.savings).toBe(0.3);
    expect(totals.acr).toBe(0.3);
    expect(totals.savingsPercent).toBe(100);
  });

  it('rounds the percentage half up at the third decimal', () => {
    // 1 / 3 = 33.333…% and 2 / 3 = 66.666…%
    expect(economyTotals([month('2025-01', 3, 2)]).savingsPercent).toBe(33.33);
    expect(economyTotals([month('2025-01', 3, 1)]).savingsPercent).toBe(66.67);
    // 1234.5 / 10000 = 12.345%
    expect(economyTotals([month('2025-01', 10_000, 8_765.5)]).savingsPercent).toBe(12.35);
  });

  it('keeps negative savings (a month where the free market cost more)', () => {
    expect(economyTotals([month('2025-01', 1_000, 1_100)])).toEqual({ acr: 1_000, acl: 1_100, savings: -100, savingsPercent: -10 });
  });

  it('has no percentage without ACR cost', () => {
    expect(economyTotals([])).toEqual({ acr: 0, acl: 0, savings: 0, savingsPercent: null });
  });
});

describe('dailyTotals', () => {
  it('gives the month total, the average per day and the peak day', () => {
    const totals = dailyTotals([
      { day: 1, consumed: 600.4 },
      { day: 2, consumed: 900.2 },
      { day: 3, consumed: 300.1 },
    ]);
    expect(totals).toEqual({ total: 1800.7, average: 600.23, peak: { day: 2, consumed: 900.2 } });
  });

  it('keeps the first day on a tie for the peak', () => {
    expect(
      dailyTotals([
        { day: 4, consumed: 10 },
        { day: 5, consumed: 10 },
      ]).peak,
    ).toEqual({ day: 4, consumed: 10 });
  });

  it('is empty without readings', () => {
    expect(dailyTotals([])).toEqual({ total: 0, average: 0, peak: null });
  });
});
