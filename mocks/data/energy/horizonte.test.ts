// @vitest-environment node
// Rede Horizonte's energy story (decisions §10), on whatever day it is read: 10–30 stores over tolerance last month,
// at least 10 above and 10 below their band this month.
import { describe, expect, it } from 'vitest';
import { HORIZONTE_ACCOUNT } from '../horizonte';
import { unitsSummary } from '../unitsSummary';
import { addMonths, firstDayOf, lastDayOf, monthOf } from './calendar';
import { demandContract, energyContract } from './contracts';
import { measurements } from './measurements';
import { energyUnit } from './units';

const TODAYS = ['2026-12-06T15:00:00Z', '2027-01-01T12:00:00Z', '2026-03-31T20:00:00Z', '2026-03-01T02:00:00Z', '2027-07-19T12:00:00Z'];
const stores = HORIZONTE_ACCOUNT.assets.map((asset) => energyUnit(asset.id)!);

describe.each(TODAYS)('read on %s', (iso) => {
  const now = new Date(iso);
  const today = new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
  const lastMonth = addMonths(monthOf(today), -1);

  it('10 to 30 stores exceeded their contracted demand beyond tolerance last month; the summary says which', () => {
    const highest = stores.map((store) => Math.max(...measurements(store, firstDayOf(lastMonth), lastDayOf(lastMonth), '1d', now).maxKw));
    const over = stores.filter((store, index) => highest[index]! > demandContract(store, now).contractedKw * 1.05).map((store) => store.id);
    expect(over.length).toBeGreaterThanOrEqual(10);
    expect(over.length).toBeLessThanOrEqual(30);
    const rows = unitsSummary(HORIZONTE_ACCOUNT, now);
    expect(rows.map((row) => row.demandMaxKw)).toEqual(highest.map((kw) => Math.round(kw * 10) / 10));
    expect(rows.filter((row) => row.demandMaxKw > row.contractedKw * 1.05).map((row) => row.physicalAssetId)).toEqual(over);
    // Every store over tolerance has at least that alert.
    expect(rows.filter((row) => over.includes(row.physicalAssetId)).every((row) => row.alertCount >= 1)).toBe(true);
  });

  it('at least 10 stores are above their band and 10 below it this month, every other one inside', () => {
    const rows = unitsSummary(HORIZONTE_ACCOUNT, now);
    const count = (position: string) => rows.filter((row) => row.position === position).length;
    expect(count('above')).toBeGreaterThanOrEqual(10);
    expect(count('below')).toBeGreaterThanOrEqual(10);
    expect(count('above') + count('below') + count('inside')).toBe(240);
    expect(rows.filter((row) => row.position !== 'inside').every((row) => row.alertCount >= 1)).toBe(true);
    expect(rows.some((row) => row.alertCount === 0)).toBe(true);
  });

  it("every store's energy contract covers the last 13 months and this one", () => {
    const wanted = Array.from({ length: 14 }, (_, index) => addMonths(monthOf(today), index - 13));
    for (const store of stores.filter((_, index) => index % 12 === 0)) {
      const months = energyContract(store, now).contract!.months.map((row) => row.month);
      expect(months).toEqual(expect.arrayContaining(wanted));
    }
  });
});
