// @vitest-environment node
import { dailyRowsInOrder, economyRowsFor, economyRowsYearToDate } from './display';

const rows = ['2025-03', '2025-01', '2025-02'].map((reference, i) => ({ reference, acr: 10 + i, acl: 5, result: 5 + i }));

describe('economy display', () => {
  it("'Anual' shows the year's months in calendar order", () => {
    expect(economyRowsFor(rows, 'Anual', { year: 2025, month: 2 }).map((row) => row.reference)).toEqual(['2025-01', '2025-02', '2025-03']);
  });

  it("'Mensal' shows only the selected month", () => {
    expect(economyRowsFor(rows, 'Mensal', { year: 2025, month: 2 })).toEqual([{ reference: '2025-02', acr: 12, acl: 5, result: 7 }]);
    expect(economyRowsFor(rows, 'Mensal', { year: 2024, month: 2 })).toEqual([]);
  });

  it('leaves out months after the last closed one', () => {
    const lastClosed = { year: 2025, month: 2 };
    expect(economyRowsFor(rows, 'Anual', { year: 2025, month: 2 }, lastClosed).map((row) => row.reference)).toEqual(['2025-01', '2025-02']);
    expect(economyRowsFor(rows, 'Mensal', { year: 2025, month: 3 }, lastClosed)).toEqual([]);
    expect(economyRowsFor(rows, 'Anual', { year: 2025, month: 2 }, { year: 2026, month: 1 })).toHaveLength(3);
  });

  it('year to date keeps the months up to the given one', () => {
    expect(economyRowsYearToDate(rows, { year: 2025, month: 2 }).map((row) => row.reference)).toEqual(['2025-01', '2025-02']);
  });

  it('orders daily readings by day', () => {
    expect(dailyRowsInOrder([{ day: 2, consumed: 1 }, { day: 1, consumed: 2 }]).map((row) => row.day)).toEqual([1, 2]);
  });

  it('leaves out days that have not happened yet', () => {
    const days = [3, 1, 2].map((day) => ({ day, consumed: day }));
    const today = { year: 2025, month: 3, day: 2 };
    expect(dailyRowsInOrder(days, { year: 2025, month: 3 }, today).map((row) => row.day)).toEqual([1, 2]);
    expect(dailyRowsInOrder(days, { year: 2025, month: 2 }, today).map((row) => row.day)).toEqual([1, 2, 3]);
    expect(dailyRowsInOrder(days, { year: 2025, month: 4 }, today)).toEqual([]);
    expect(dailyRowsInOrder(days, { year: 2024, month: 12 }, today)).toHaveLength(3);
  });
});
