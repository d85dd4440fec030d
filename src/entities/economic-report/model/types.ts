import type { ProductSchemas } from '@/shared/api';

export type DailyConsumption = ProductSchemas['DailyConsumption'];
export type YearlyEconomy = ProductSchemas['YearlyEconomy'];

/** Economic report of spec §3, requested per asset, year and month (openapi/product-api.yaml). */
export type EconomicReport = ProductSchemas['EconomicReport'];

export type EconomicReportRequest = ProductSchemas['EconomicReportRequest'];

/** The company's year: its closed months summed over the units, and one line per unit (decisions §11). */
export type EconomySummary = ProductSchemas['EconomySummary'];
