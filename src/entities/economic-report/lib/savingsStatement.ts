import type { SavingsStatement, StatementUnit } from '../model/statement';
import type { EconomySummary, YearlyEconomy } from '../model/types';
import { economyTotals } from './totals';

type StatementOf = {
  brandName: string;
  year: number;
  /** The unit's name, or 'Todas as unidades'. */
  scopeName: string;
  /** The year's months as the report shows them (closed months, in order). */
  months: readonly YearlyEconomy[];
  /** The company's units, for 'Todas as unidades'. */
  units?: EconomySummary['units'];
  generatedAt?: Date;
};

/**
 * What `extrato-economia-<ano>.pdf` holds for the scope shown (decisions §11): the year's months with ACR, ACL, savings
 * and % (each month's % as the report's totals compute it), their total and, for the company, one line per unit.
 */
export function savingsStatement({ brandName, year, scopeName, months, units, generatedAt = new Date() }: StatementOf): SavingsStatement {
  return {
    brandName,
    year,
    scopeName,
    generatedAt,
    months: months.map((month) => ({
      reference: month.reference,
      acr: month.acr,
      acl: month.acl,
      savings: month.result,
      savingsPercent: economyTotals([month]).savingsPercent,
    })),
    total: economyTotals([...months]),
    ...(units ? { units: units.map((unit): StatementUnit => ({ name: unit.name, acr: unit.acr, acl: unit.acl, savings: unit.result })) } : {}),
  };
}
