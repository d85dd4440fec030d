import { contractsForAsset } from './contracts';
import { lastClosedMonth } from './energy/calendar';
import { yearlyEconomy } from './report';
import type { AccountRecord, EconomicReport } from './types';

type Month = EconomicReport['yearlyEconomyChart'][number];

/** One unit's line of the company's year (`GET /v1/Account/economy-summary`). */
type UnitEconomy = { physicalAssetId: string; name: string; acr: number; acl: number; result: number };

/** The company's savings of a year: its closed months summed over the units, and one line per unit. */
type EconomySummary = { year: number; months: Month[]; units: UnitEconomy[] };

type Cents = { acr: number; acl: number; result: number };
const cents = (value: number) => Math.round(value * 100);
const add = (sum: Cents, month: Month): Cents => ({ acr: sum.acr + cents(month.acr), acl: sum.acl + cents(month.acl), result: sum.result + cents(month.result) });
const reais = ({ acr, acl, result }: Cents) => ({ acr: acr / 100, acl: acl / 100, result: result / 100 });
const ZERO: Cents = { acr: 0, acl: 0, result: 0 };

/**
 * The year's closed months (before the current month in São Paulo) of every unit, from the generator that answers
 * find-economic-report: each company month is the sum of the units' months, each unit's line the sum of its months,
 * all added in cents. A unit without a supply contract has no report, so it adds nothing and its line is zero.
 */
export function economySummary(account: AccountRecord, year: number, now: Date): EconomySummary {
  const lastClosed = lastClosedMonth(now);
  const unitMonths = account.assets.map((asset) => ({
    asset,
    months: contractsForAsset(asset.id, now).length === 0 ? [] : yearlyEconomy(asset.id, year, asset.profile).filter((month) => month.reference <= lastClosed),
  }));
  const byMonth = new Map<string, Cents>();
  for (const { months } of unitMonths) {
    for (const month of months) byMonth.set(month.reference, add(byMonth.get(month.reference) ?? ZERO, month));
  }
  return {
    year,
    months: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([reference, sum]) => ({ reference, ...reais(sum) })),
    units: unitMonths.map(({ asset, months }) => ({ physicalAssetId: asset.id, name: asset.name, ...reais(months.reduce(add, ZERO)) })),
  };
}
