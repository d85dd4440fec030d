import { ROUTES } from '@/shared/routes';
import type { UnitSummary } from '../api/unitsSummaryApi';

/** The filters of 'Todas as unidades' (decisions §11), by the value they take in the address (`?filtro=`). */
export const UNIT_FILTERS = {
  /** 'Somente vencidas': units with an overdue invoice. */
  vencidas: (unit: UnitSummary) => unit.overdueCount > 0,
  /** 'Somente com alertas' (§10): units with a risk that carries money. */
  alertas: (unit: UnitSummary) => unit.alertCount > 0,
} as const;

export type UnitFilter = keyof typeof UNIT_FILTERS;

/** The address of 'Todas as unidades' narrowed by a filter, as a link or a reload keeps it. */
export const unitsFilteredPath = (filter: UnitFilter) => `${ROUTES.units.path}?filtro=${filter}`;

/** What the 'Total' row of 'Todas as unidades' and the home's 'Sua empresa' show for the same units. */
export type UnitTotals = {
  openAmount: number;
  overdueAmount: number;
  overdueCount: number;
  /** Units with an overdue invoice (the rows 'Somente vencidas' keeps). */
  overdueUnits: number;
  /** The earliest next due date. */
  nextDueDate: string | null;
  savingsYear: number;
  savingsLastYear: number;
  alertCount: number;
};

const cents = (value: number) => Math.round(value * 100);
const sumOf = (units: readonly UnitSummary[], pick: (unit: UnitSummary) => number) => units.reduce((sum, unit) => sum + pick(unit), 0);
const reais = (units: readonly UnitSummary[], pick: (unit: UnitSummary) => number) => sumOf(units, (unit) => cents(pick(unit))) / 100;

/** The sums over the given units, money in whole cents (one rounding, wherever they are shown). */
export function unitTotals(units: readonly UnitSummary[]): UnitTotals {
  let nextDueDate: string | null = null;
  for (const { nextDueDate: date } of units) if (date && (nextDueDate === null || date < nextDueDate)) nextDueDate = date;
  return {
    openAmount: reais(units, (unit) => unit.openAmount),
    overdueAmount: reais(units, (unit) => unit.overdueAmount),
    overdueCount: sumOf(units, (unit) => unit.overdueCount),
    overdueUnits: units.filter(UNIT_FILTERS.vencidas).length,
    nextDueDate,
    savingsYear: reais(units, (unit) => unit.savingsYear),
    savingsLastYear: reais(units, (unit) => unit.savingsLastYear),
    alertCount: sumOf(units, (unit) => unit.alertCount),
  };
}
