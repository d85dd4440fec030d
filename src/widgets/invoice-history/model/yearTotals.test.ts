// @vitest-environment node
import type { Invoice } from '@/entities/invoice';
import { yearTotals } from './yearTotals';

const invoice = (month: number, year: number, fields: Partial<Invoice>): Invoice => ({
  mesFechamento: month,
  createdAt: `${year}-${String(month).padStart(2, '0')}-28T13:00:00.000Z`,
  ...fields,
});
const now = new Date(2026, 10, 22, 12);

describe('yearTotals', () => {
  const list = [
    invoice(10, 2026, { valor: 100.1, vencimento: '2026-12-02', dataPagamento: null }),
    invoice(9, 2026, { valor: 200.2, vencimento: '2026-10-18', dataPagamento: null }),
    invoice(8, 2026, { valor: 300.3, vencimento: '2026-09-17', dataPagamento: '2026-09-15' }),
    invoice(12, 2025, { valor: 999, vencimento: '2026-01-17', dataPagamento: null }),
    invoice(7, 2026, {}),
  ];

  it('adds what the year billed and what is open or overdue, leaving other years and amountless invoices out', () => {
    expect(yearTotals(list, 2026, now)).toEqual({ year: 2026, billed: 600.6, open: 300.3, openCount: 2 });
    expect(yearTotals(list, 2025, now)).toEqual({ year: 2025, billed: 999, open: 999, openCount: 1 });
  });

  it('is null when the year has no amounts (the API left valor out)', () => {
    expect(yearTotals([invoice(7, 2026, {})], 2026, now)).toBeNull();
    expect(yearTotals(list, 2024, now)).toBeNull();
  });
});
