import { BAND_POSITION_LABELS, demandOverPercent, formatKw, formatSignedPercent, isOverTolerance } from '@/entities/energy-management';
import { UNIT_FILTERS, type UnitFilter, type UnitSummary } from '@/entities/physical-asset';
import { normalizeText } from '@/shared/lib/text';

/**
 * A row with what the search compares (name and 'city/UF', without accents or case) and the energy columns' texts,
 * worked out once per answer rather than on every draw.
 */
export type UnitRow = UnitSummary & {
  place: string;
  search: string;
  /** Percent over the contracted demand, one decimal, or null (see `demandExcess`). */
  demandExcess: number | null;
  /** 'Demanda máx.': '84,0 kW', with '(+12,0 %)' when over the contracted demand. */
  demandText: string;
  /** Over the contracted demand beyond the tolerance: the overrun is charged. */
  demandCharged: boolean;
  /** 'Posição': the band status, or null without an energy contract. */
  positionLabel: string | null;
};

export type SortKey =
  | 'name'
  | 'place'
  | 'openAmount'
  | 'overdueAmount'
  | 'overdueCount'
  | 'nextDueDate'
  | 'savingsYear'
  | 'demandMaxKw'
  | 'positionLabel'
  | 'alertCount';
export type Sort = { key: SortKey; order: 'ascending' | 'descending' };

/**
 * How far 'Demanda máx.' is over the contracted demand, in percent with one decimal (84 of 75 → 12), or null when it
 * is not over by 0,1 % or more (less would read '+0,0 %').
 */
function demandExcess(demandMaxKw: number, contractedKw: number): number | null {
  if (!(contractedKw > 0) || demandMaxKw <= contractedKw) return null;
  const points = Math.round(demandOverPercent(demandMaxKw, contractedKw) * 10) / 10;
  return points > 0 ? points : null;
}

/** '84,0 kW', and '84,0 kW (+12,0 %)' above the contracted demand (decisions §10). */
const demandText = (demandMaxKw: number, excess: number | null) =>
  excess === null ? formatKw(demandMaxKw) : `${formatKw(demandMaxKw)} (${formatSignedPercent(excess)})`;

export const toRows = (units: readonly UnitSummary[]): UnitRow[] =>
  units.map((unit) => {
    const place = `${unit.city}/${unit.uf}`;
    const excess = demandExcess(unit.demandMaxKw, unit.contractedKw);
    return {
      ...unit,
      place,
      search: normalizeText(`${unit.name} ${place}`),
      demandExcess: excess,
      demandText: demandText(unit.demandMaxKw, excess),
      demandCharged: isOverTolerance(unit.demandMaxKw, unit.contractedKw),
      positionLabel: unit.position ? BAND_POSITION_LABELS[unit.position] : null,
    };
  });

/** Decisions §9: by name or city, ignoring accents and case ('sao jose' finds 'São José dos Campos/SP'). */
export function searchRows(rows: readonly UnitRow[], query: string): UnitRow[] {
  const needle = normalizeText(query.trim());
  return needle ? rows.filter((row) => row.search.includes(needle)) : [...rows];
}

/** The rows every given filter keeps (decisions §11: 'Somente vencidas', 'Somente com alertas'). */
export const filterRows = (rows: readonly UnitRow[], filters: readonly UnitFilter[]): UnitRow[] =>
  filters.length === 0 ? [...rows] : rows.filter((row) => filters.every((filter) => UNIT_FILTERS[filter](row)));

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Sorted copy; rows without a value (due date, position) go last either way, and ties keep the account's order. */
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

/** '<n> unidades' (one: '1 unidade'). */
export const unitCountText = (count: number) => (count === 1 ? '1 unidade' : `${count.toLocaleString('pt-BR')} unidades`);
