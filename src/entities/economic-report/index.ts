export { economicReportApi, useFindEconomicReportQuery } from './api/economicReportApi';
export { ECONOMIC_REPORT_QUERY, requestEconomicReportGraphql } from './api/graphqlReport';
export type { DailyConsumption, EconomicReport, EconomicReportRequest, YearlyEconomy } from './model/types';
