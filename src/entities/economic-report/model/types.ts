export type DailyConsumption = { day: number; consumed: number };
export type YearlyEconomy = { reference: string; acr: number; acl: number; result: number };

/** Economic report of spec §3, requested per asset, year and month. */
export type EconomicReport = {
  companyId: string | number;
  energyBalance: { dailyConsumptionChart: DailyConsumption[] };
  yearlyEconomyChart: YearlyEconomy[];
};

export type EconomicReportRequest = { assetId: string; year: number; month: number };
