export { economicReportApi, useFindEconomicReportQuery } from './api/economicReportApi';
export { ECONOMIC_REPORT_QUERY, requestEconomicReportGraphql } from './api/graphqlReport';
export { useEconomicReport } from './api/useEconomicReport';
export {
  DAILY_CSV_HEADERS,
  dailyComparisonCsv,
  dailyCsv,
  dailyCsvName,
  ECONOMY_CSV_HEADERS,
  economyCsv,
  economyCsvName,
} from './lib/csv';
export { dailyRowsInOrder, economyRowsFor, economyRowsYearToDate } from './lib/display';
export type { CalendarDay } from './lib/display';
export { formatCompactBRL } from './lib/format';
export { parseReference, referenceLabel, referenceMonthYear, referenceShortLabel } from './lib/months';
export type { YearMonth } from './lib/months';
export { dailyTotals, economyTotals } from './lib/totals';
export type { DailyTotals, EconomyTotals } from './lib/totals';
export { DEFAULT_DISPLAY_TYPE, defaultReportDates, DISPLAY_TYPES, reportRequest } from './model/period';
export type { DisplayType, ReportDates } from './model/period';
export type { DailyConsumption, EconomicReport, EconomicReportRequest, YearlyEconomy } from './model/types';
