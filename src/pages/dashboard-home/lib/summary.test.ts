// @vitest-environment node
import { activeContracts, latestInvoice, savingsYearToDate } from './summary';

const contract = (id: string, startDate: string, endDate: string) => ({
  id,
  code: id,
  startDate,
  endDate,
  counterPartyName: 'Aurora',
  partyProfileAcronym: 'AUR',
});

describe('dashboard summary', () => {
  it('counts the active contracts among all of them', () => {
    const now = new Date(2025, 5, 15);
    const contracts = [contract('a', '2024-01-01', '2026-01-01'), contract('b', '2020-01-01', '2024-12-31'), contract('c', '2025-01-01', '2027-01-01')];
    expect(activeContracts(contracts, now)).toEqual({ active: 2, total: 3 });
    expect(activeContracts([], now)).toEqual({ active: 0, total: 0 });
  });

  it('finds the newest invoice by reference month', () => {
    expect(
      latestInvoice([
        { mesFechamento: 11, createdAt: '2024-11-05T10:00:00Z' },
        { mesFechamento: 2, createdAt: '2025-02-05T10:00:00Z' },
        { mesFechamento: 1, createdAt: '2025-01-05T10:00:00Z' },
      ]),
    ).toEqual({ month: 2, year: 2025 });
    expect(latestInvoice([])).toBeNull();
  });

  it('sums the savings from January up to the report month only', () => {
    const rows = ['2025-01', '2025-02', '2025-03', '2025-04'].map((reference) => ({ reference, acr: 100, acl: 80, result: 20 }));
    expect(savingsYearToDate(rows, { year: 2025, month: 3 })).toEqual({ acr: 300, acl: 240, savings: 60, savingsPercent: 20 });
  });

  it('has no savings (not R$ 0,00) for a year with no month measured yet', () => {
    expect(savingsYearToDate([], { year: 2025, month: 3 })).toBeNull();
    expect(savingsYearToDate([{ reference: '2025-05', acr: 100, acl: 80, result: 20 }], { year: 2025, month: 3 })).toBeNull();
  });
});
