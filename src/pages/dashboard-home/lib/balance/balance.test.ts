// @vitest-environment node
import type { Invoice } from '@/entities/invoice';
import { balanceOf, daysSince } from './balance';
import { urgentText } from './urgentText';

const invoice = (month: number, fields: Partial<Invoice> & { physicalAssetId?: string }): Invoice => ({
  mesFechamento: month,
  createdAt: `2026-${String(month).padStart(2, '0')}-28T13:00:00.000Z`,
  ...fields,
});
const now = new Date(2026, 10, 27, 9);

describe('balanceOf', () => {
  const list = [
    invoice(10, { valor: 20_842.11, vencimento: '2026-12-07', dataPagamento: null }),
    invoice(9, { valor: 20_276.49, vencimento: '2026-10-18', dataPagamento: null }),
    invoice(8, { valor: 100.1, vencimento: '2026-09-17', dataPagamento: null }),
    invoice(7, { valor: 999, vencimento: '2026-08-17', dataPagamento: '2026-08-15' }),
  ];

  it('adds the open and overdue invoices and picks the oldest overdue to pay first', () => {
    const balance = balanceOf(list, now);
    expect(balance).toMatchObject({ total: 41_218.7, openCount: 3, overdueCount: 2 });
    expect(balance.urgent).toEqual({ invoice: list[2], overdue: true, daysLate: 71 });
    expect(urgentText(balance.urgent!)).toBe('Fatura 08/2026 vencida há 71 dias');
  });

  it('with nothing overdue, the next invoice to fall due comes first', () => {
    const balance = balanceOf([list[0]!, list[3]!], now);
    expect(balance).toMatchObject({ total: 20_842.11, openCount: 1, overdueCount: 0 });
    expect(urgentText(balance.urgent!)).toBe('Fatura 10/2026 vence em 07/12/2026');
    expect(urgentText({ ...balance.urgent!, daysLate: 0 })).toBe('Fatura 10/2026 vence hoje');
  });

  it('says 1 dia, not 1 dias, the day after the due date', () => {
    const balance = balanceOf([invoice(10, { valor: 5, vencimento: '2026-11-26', dataPagamento: null })], now);
    expect(urgentText(balance.urgent!)).toBe('Fatura 10/2026 vencida há 1 dia');
  });

  it('owes nothing when every invoice is paid, or there is none', () => {
    expect(balanceOf([list[3]!], now)).toEqual({ total: 0, openCount: 0, overdueCount: 0, urgent: null });
    expect(balanceOf([], now)).toEqual({ total: 0, openCount: 0, overdueCount: 0, urgent: null });
  });

  it('counts calendar days in the customer’s day, across a month end', () => {
    expect(daysSince('2026-11-27', now)).toBe(0);
    expect(daysSince('2026-10-31', new Date(2026, 10, 1, 0, 5))).toBe(1);
  });
});
