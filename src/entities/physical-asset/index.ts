export { matchesUnit, unitOptions, unitPositionText } from './lib/unitList';
export type { UnitOption } from './lib/unitList';
