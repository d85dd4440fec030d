// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../model/types';
import { invoicesOfUnit, invoicesScopeTitle } from './unitInvoices';

const bill = (id: string, physicalAssetId?: string): Invoice => ({ id, mesFechamento: 1, createdAt: '2026-01-28T13:00:00.000Z', physicalAssetId });

describe('invoices per unit (decisions §9)', () => {
  it("keeps only the selected unit's invoices when they carry a unit, even from an API that ignored the filter", () => {
    const list = [bill('a', 'u1'), bill('b', 'u2'), bill('c', 'u1')];
    expect(invoicesOfUnit(list, 'u1')).toEqual({ invoices: [list[0], list[2]], perUnit: true });
    expect(invoicesOfUnit(list, 'u3')).toEqual({ invoices: [], perUnit: true });
  });

  it("reads an empty answer as the unit's: it has no invoices", () => {
    expect(invoicesOfUnit([], 'u1')).toEqual({ invoices: [], perUnit: true });
  });

  it('keeps the whole account when no invoice carries a unit', () => {
    const list = [bill('a'), bill('b')];
    expect(invoicesOfUnit(list, 'u1')).toEqual({ invoices: list, perUnit: false });
  });

  it("says 'Faturas de <unit>' or 'Faturas de todas as unidades da conta'", () => {
    expect(invoicesScopeTitle(true, 'Loja 042 — Recife/PE')).toBe('Faturas de Loja 042 — Recife/PE');
    expect(invoicesScopeTitle(false, 'Loja Centro')).toBe('Faturas de todas as unidades da conta');
    expect(invoicesScopeTitle(true, null)).toBe('Faturas de todas as unidades da conta');
  });
});
