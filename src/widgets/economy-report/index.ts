export { ECONOMY_SECTION_ID } from './config';
export { EconomyReport } from './ui/EconomyReport';
export { preloadEconomyChart } from './ui/loadChart';
