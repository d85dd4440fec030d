// @vitest-environment node
import type { Invoice } from '../model/types';
import { invoiceKey, invoiceName, invoiceReference, invoiceYears, referenceText, sortInvoicesNewestFirst } from './invoiceReference';

const make = (mesFechamento: number | string, createdAt: string, id?: string): Invoice => ({ id, mesFechamento, createdAt });

describe('invoiceReference (closing month + year of createdAt)', () => {
  it('reads the closing month and the year of creation', () => {
    expect(invoiceReference(make(3, '2025-03-28T13:00:00.000Z'))).toEqual({ month: 3, year: 2025 });
    expect(invoiceReference(make('11', '2024-11-28T13:00:00.000Z'))).toEqual({ month: 11, year: 2024 });
  });

  it('takes the year from the ISO text, so a New-Year UTC timestamp never moves a year back in Brazil', () => {
    expect(invoiceReference(make(1, '2026-01-01T01:00:00.000Z'))).toEqual({ month: 1, year: 2026 });
  });

  it("formats as 03/2025, and names the invoice 'Fatura 03/2025' from the invoice or its reference", () => {
    const invoice = make(3, '2025-03-28T13:00:00.000Z');
    expect(referenceText(invoiceReference(invoice))).toBe('03/2025');
    expect(invoiceName(invoice)).toBe('Fatura 03/2025');
    expect(invoiceName({ year: 2024, month: 11 })).toBe('Fatura 11/2024');
  });
});

describe('invoice lists', () => {
  const list = [
    make(11, '2024-11-28T13:00:00.000Z', 'a'),
    make(2, '2025-02-28T13:00:00.000Z', 'b'),
    make(12, '2024-12-28T13:00:00.000Z', 'c'),
    make(1, '2025-01-28T13:00:00.000Z', 'd'),
  ];

  it('sorts newest first across years, without mutating the input', () => {
    const frozen = Object.freeze([...list]);
    expect(sortInvoicesNewestFirst(frozen).map((i) => i.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('lists distinct years, newest first', () => {
    expect(invoiceYears(list)).toEqual([2025, 2024]);
  });

  it('keys by id, else by reference', () => {
    expect(invoiceKey(list[0]!)).toBe('a');
    expect(invoiceKey(make(3, '2025-03-28T13:00:00.000Z'))).toBe('2025-03');
  });
});
