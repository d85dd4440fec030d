import type { EconomyTotals } from '../lib/totals';

/** One month of the annual savings statement: reference 'YYYY-MM', costs and savings in BRL, savings over ACR in %. */
export type StatementMonth = {
  reference: string;
  acr: number;
  acl: number;
  savings: number;
  savingsPercent: number | null;
};

/** One unit's year in the company's statement. */
export type StatementUnit = { name: string; acr: number; acl: number; savings: number };

/**
 * What the annual savings statement (`extrato-economia-<ano>.pdf`, decisions §11) shows: the scope's months with their
 * total and, for the company ('Todas as unidades'), one line per unit.
 */
export type SavingsStatement = {
  /** The product's name from config.json (`brandName`). */
  brandName: string;
  year: number;
  /** The unit's name, or 'Todas as unidades'. */
  scopeName: string;
  generatedAt: Date;
  months: readonly StatementMonth[];
  total: EconomyTotals;
  /** The company's units; absent for a single unit. */
  units?: readonly StatementUnit[];
};
