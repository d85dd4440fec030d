import { normalizeText } from '@/shared/lib/text';
import type { UnitSummary } from '../api/unitsSummaryApi';

/** A row with what the search compares (name and 'city/UF', without accents or case) worked out once. */
export type UnitRow = UnitSummary & { place: string; search: string };

export type SortKey = 'name' | 'place' | 'openAmount' | 'overdueCount' | 'nextDueDate' | 'savingsYear';
export type Sort = { key: SortKey; order: 'ascending' | 'descending' };

export const toRows = (units: readonly UnitSummary[]): UnitRow[] =>
  units.map((unit) => {
    const place = `${unit.city}/${unit.uf}`;
    return { ...unit, place, search: normalizeText(`${unit.name} ${place}`) };
  });

/** Decisions §9: by name or city, ignoring accents and case ('sao jose' finds 'São José dos Campos/SP'). */
export function searchRows(rows: readonly UnitRow[], query: string): UnitRow[] {
  const needle = normalizeText(query.trim());
  return needle ? rows.filter((row) => row.search.includes(needle)) : [...rows];
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Sorted copy; rows without a due date go last either way, and ties keep the account's order. */
export function sortRows(rows: readonly UnitRow[], { key, order }: Sort): UnitRow[] {
  const sign = order === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[key];
      const y = b.row[key];
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      const compared = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return compared * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

export type UnitTotals = { openAmount: number; overdueCount: number; nextDueDate: string | null; savingsYear: number };

const cents = (value: number) => Math.round(value * 100);

/** The 'Total' row over the given rows: sums in cents, and the earliest next due date. */
export function totalsOf(rows: readonly UnitRow[]): UnitTotals {
  const dates = rows.map((row) => row.nextDueDate).filter((date): date is string => Boolean(date));
  return {
    openAmount: rows.reduce((sum, row) => sum + cents(row.openAmount), 0) / 100,
    overdueCount: rows.reduce((sum, row) => sum + row.overdueCount, 0),
    nextDueDate: dates.length > 0 ? dates.reduce((min, date) => (date < min ? date : min)) : null,
    savingsYear: rows.reduce((sum, row) => sum + cents(row.savingsYear), 0) / 100,
  };
}

/** '<n> unidades' (one: '1 unidade'). */
export const unitCountText = (count: number) => (count === 1 ? '1 unidade' : `${count.toLocaleString('pt-BR')} unidades`);
