export { useMyUnitsSummaryQuery } from './api/unitsSummaryApi';
export type { UnitSummary } from './api/unitsSummaryApi';
export { matchesUnit, unitOptions, unitPositionText } from './lib/unitList';
export type { UnitOption } from './lib/unitList';
export { UNIT_FILTERS, unitsFilteredPath, unitTotals } from './lib/unitTotals';
export type { UnitFilter, UnitTotals } from './lib/unitTotals';
