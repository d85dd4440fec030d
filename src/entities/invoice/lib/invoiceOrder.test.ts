// @vitest-environment node
import type { Invoice } from '../model/types';
import { sortInvoicesForAction } from './invoiceOrder';

const invoice = (id: string, month: number, fields: Partial<Invoice> = {}): Invoice => ({
  id,
  mesFechamento: month,
  createdAt: `2026-${String(month).padStart(2, '0')}-28T13:00:00.000Z`,
  ...fields,
});
const now = new Date(2026, 10, 27, 9);

describe('sortInvoicesForAction', () => {
  it('puts the oldest overdue invoice first, then the open ones by due date, then the paid ones newest first', () => {
    const list = [
      invoice('paid-oct', 10, { vencimento: '2026-11-07', dataPagamento: '2026-11-05' }),
      invoice('open-dec', 11, { vencimento: '2026-12-17', dataPagamento: null }),
      invoice('overdue-aug', 8, { vencimento: '2026-09-17', dataPagamento: null }),
      invoice('paid-jul', 7, { vencimento: '2026-08-17', dataPagamento: '2026-08-15' }),
      invoice('open-due-today', 9, { vencimento: '2026-11-27', dataPagamento: null }),
      invoice('overdue-jun', 6, { vencimento: '2026-07-17', dataPagamento: null }),
    ];
    expect(sortInvoicesForAction(Object.freeze(list), now).map(({ id }) => id)).toEqual([
      'overdue-jun',
      'overdue-aug',
      'open-due-today',
      'open-dec',
      'paid-oct',
      'paid-jul',
    ]);
  });

  it('an open invoice without a due date follows the dated ones; without payment fields, newest first at the end', () => {
    const list = [
      invoice('bare-may', 5),
      invoice('open-undated', 9, { dataPagamento: null }),
      invoice('bare-jun', 6),
      invoice('open-dated', 8, { vencimento: '2026-12-01', dataPagamento: null }),
    ];
    expect(sortInvoicesForAction(list, now).map(({ id }) => id)).toEqual(['open-dated', 'open-undated', 'bare-jun', 'bare-may']);
  });
});
