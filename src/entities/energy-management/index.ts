export { energyApi } from './api/energyApi';
export { backtestMonths, meanAbsoluteError } from './lib/backtest';
export { firstDay, lastDay } from './lib/dates';
export { dailyKwh, projectionPeriod } from './lib/projection';
export { riskMonths, unitRisks } from './lib/risks';
export type { DemandContract, EnergyContract, Measurements } from './model/types';
export { useEnergyRisks } from './model/useEnergyRisks';
