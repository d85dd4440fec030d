// @vitest-environment node
import { invoiceStatus, isPayable } from './invoiceStatus';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('invoiceStatus (decisions §8)', () => {
  it.each([
    ['paid before the due date', { vencimento: '2026-11-20', dataPagamento: '2026-11-18' }, at(2026, 11, 22), 'Paga'],
    ['paid late', { vencimento: '2026-10-20', dataPagamento: '2026-11-02' }, at(2026, 11, 22), 'Paga'],
    ['paid, no due date sent', { dataPagamento: '2026-11-02' }, at(2026, 11, 22), 'Paga'],
    ['unpaid, due in the future', { vencimento: '2026-12-05', dataPagamento: null }, at(2026, 11, 22), 'Em aberto'],
    ['unpaid, due today (still on time)', { vencimento: '2026-11-22', dataPagamento: null }, at(2026, 11, 22, 23), 'Em aberto'],
    ['unpaid, due yesterday', { vencimento: '2026-11-21', dataPagamento: null }, at(2026, 11, 22, 0), 'Vencida'],
    ['unpaid, field left out, past due', { vencimento: '2026-01-10' }, at(2026, 11, 22), 'Vencida'],
    ['unpaid, no due date', { dataPagamento: null }, at(2026, 11, 22), 'Em aberto'],
    ['no payment fields at all', {}, at(2026, 11, 22), null],
  ] as const)('%s → %s', (_, invoice, now, expected) => {
    expect(invoiceStatus(invoice, now)).toBe(expected);
  });

  it('uses the current day by default', () => {
    expect(invoiceStatus({ vencimento: '2000-01-01', dataPagamento: null })).toBe('Vencida');
    expect(invoiceStatus({ vencimento: '2999-01-01', dataPagamento: null })).toBe('Em aberto');
  });

  it('only open and overdue invoices can be paid', () => {
    expect(['Em aberto', 'Vencida', 'Paga', null].map((status) => isPayable(status as never))).toEqual([true, true, false, false]);
  });
});
