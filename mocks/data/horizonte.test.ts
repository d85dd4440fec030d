// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasValidCrc } from '../lib/pix';
import { isDigitableLine } from '../lib/boleto';
import { isValidCnpj } from '../lib/documents';
import { SEED_ACCOUNTS } from './accounts';
import { contractsForAsset } from './contracts';
import { HORIZONTE_ACCOUNT } from './horizonte';
import { invoicesForAccount } from './invoices';
import { unitsSummary } from './unitsSummary';

const now = new Date('2026-11-27T15:00:00Z');
const units = HORIZONTE_ACCOUNT.assets;

describe('the large account (decisions §9)', () => {
  it('signs in as CNPJ 27.182.818/0001-29 with the demo password, no MFA, as a customer', () => {
    const seeded = SEED_ACCOUNTS.find((account) => account.document === '27182818000129');
    expect(seeded).toBe(HORIZONTE_ACCOUNT);
    expect(isValidCnpj(HORIZONTE_ACCOUNT.document)).toBe(true);
    expect(HORIZONTE_ACCOUNT).toMatchObject({ displayName: 'Rede Horizonte Supermercados', password: 'Demo@1234', mfaCode: null, role: 'customer' });
  });

  it("has 240 units named 'Loja 001 — <city>/<UF>' … 'Loja 240 — …', across at least 20 UFs, some with accents", () => {
    expect(units).toHaveLength(240);
    units.forEach((unit, index) => {
      expect(unit.name).toBe(`Loja ${String(index + 1).padStart(3, '0')} — ${unit.city}/${unit.uf}`);
      expect(unit.uf).toMatch(/^[A-Z]{2}$/);
    });
    expect(new Set(units.map((unit) => unit.uf)).size).toBeGreaterThanOrEqual(20);
    expect(units.some((unit) => /[À-ú]/.test(unit.city))).toBe(true);
    expect(new Set(units.map((unit) => unit.id)).size).toBe(240);
  });

  it('bills 36 months per unit (8,640 invoices), each carrying its unit, about one in ten unpaid, with valid codes', () => {
    const invoices = invoicesForAccount(HORIZONTE_ACCOUNT.id, now, false);
    expect(invoices).toHaveLength(8_640);
    const perUnit = new Map<string | undefined, number>();
    invoices.forEach((invoice) => perUnit.set(invoice.physicalAssetId, (perUnit.get(invoice.physicalAssetId) ?? 0) + 1));
    expect([...perUnit.keys()].sort()).toEqual(units.map((unit) => unit.id).sort());
    expect(new Set(perUnit.values())).toEqual(new Set([36]));
    const unpaid = invoices.filter((invoice) => invoice.dataPagamento === null);
    expect(unpaid.length / invoices.length).toBeGreaterThan(0.07);
    expect(unpaid.length / invoices.length).toBeLessThan(0.13);
    unpaid.forEach((invoice) => {
      expect(isDigitableLine(invoice.linhaDigitavel!)).toBe(true);
      expect(hasValidCrc(invoice.pixCopiaECola!)).toBe(true);
    });
    expect(new Set(unpaid.map((invoice) => invoice.linhaDigitavel)).size).toBe(unpaid.length);
  });

  it('gives every unit 1–3 contracts, the newest in force', () => {
    const counts = units.map((unit) => {
      const contracts = contractsForAsset(unit.id, now);
      const [newest] = contracts;
      expect(Date.parse(newest!.startDate) < now.getTime() && now.getTime() < Date.parse(newest!.endDate)).toBe(true);
      contracts.slice(1).forEach((older) => expect(Date.parse(older.endDate)).toBeLessThan(now.getTime()));
      return contracts.length;
    });
    expect(new Set(counts)).toEqual(new Set([1, 2, 3]));
  });

  it('is the same on every run (fixed seed)', () => {
    const twice = [unitsSummary(HORIZONTE_ACCOUNT, now), unitsSummary(structuredClone(HORIZONTE_ACCOUNT), now)];
    expect(twice[0]).toEqual(twice[1]);
    expect(twice[0]!.find((row) => row.name.startsWith('Loja 001 '))).toEqual(twice[1]![0]);
  });
});

describe('unitsSummary', () => {
  it("agrees with each unit's invoices: open amount, overdue count and the next due date", () => {
    const rows = unitsSummary(HORIZONTE_ACCOUNT, now);
    const invoices = invoicesForAccount(HORIZONTE_ACCOUNT.id, now, false);
    for (const row of rows.slice(0, 40)) {
      const unpaid = invoices.filter((invoice) => invoice.physicalAssetId === row.physicalAssetId && invoice.dataPagamento === null);
      const open = unpaid.reduce((sum, invoice) => sum + Math.round(invoice.valor! * 100), 0) / 100;
      expect(row.openAmount).toBe(open);
      expect(row.overdueCount).toBe(unpaid.filter((invoice) => invoice.vencimento! < '2026-11-27').length);
      expect(row.nextDueDate! >= '2026-11-27').toBe(true);
      expect(row.savingsYear).toBeGreaterThan(0);
      expect(row.savingsLastYear).toBeGreaterThan(0);
    }
    expect(rows.some((row) => row.overdueCount === 0)).toBe(true);
    expect(rows.some((row) => row.overdueCount >= 3)).toBe(true);
  });

  it('reports zeros and no due date for a unit with no invoices or contracts (Depósito Betim)', () => {
    const mariana = SEED_ACCOUNTS[0]!;
    const rows = unitsSummary(mariana, now);
    expect(rows.map((row) => `${row.name} ${row.city}/${row.uf}`)).toEqual(['Loja Centro Belo Horizonte/MG', 'Fábrica Contagem Contagem/MG', 'Depósito Betim Betim/MG']);
    expect(rows[2]).toMatchObject({ openAmount: 0, overdueCount: 0, nextDueDate: null, savingsYear: 0, savingsLastYear: 0 });
    expect(rows[0]!.overdueCount).toBe(1);
    expect(rows[0]!.nextDueDate).toBe('2026-12-07');
  });
});
