import { referenceLabel, referenceShortLabel, type YearlyEconomy } from '@/entities/economic-report';

export const SERIES = { acr: 'ACR (mercado cativo)', acl: 'ACL (mercado livre)', savings: 'Economia' } as const;

type CostPoint = { month: string; label: string; series: string; value: number };
type SavingsPoint = { month: string; label: string; series: string; value: number };

/** Long-format data: two cost columns per month, and the savings line. */
export function economyChartData(rows: YearlyEconomy[]): { costs: CostPoint[]; savings: SavingsPoint[] } {
  const costs = rows.flatMap((row) => {
    const month = referenceShortLabel(row.reference);
    const label = referenceLabel(row.reference);
    return [
      { month, label, series: SERIES.acr, value: row.acr },
      { month, label, series: SERIES.acl, value: row.acl },
    ];
  });
  const savings = rows.map((row) => ({
    month: referenceShortLabel(row.reference),
    label: referenceLabel(row.reference),
    series: SERIES.savings,
    value: row.result,
  }));
  return { costs, savings };
}
