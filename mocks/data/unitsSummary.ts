import { contractsForAsset } from './contracts';
import { energySummary, type EnergySummary } from './energy/summary';
import { energyUnit } from './energy/units';
import { invoicePlansOf, unpaidInvoices } from './invoices';
import { yearlyEconomy } from './report';
import type { AccountRecord } from './types';

/** One row of 'Todas as unidades' (decisions §9, §10, §11), as `GET /v1/Account/my-units-summary` answers it. */
export type UnitSummary = EnergySummary & {
  physicalAssetId: string;
  name: string;
  city: string;
  uf: string;
  /** BRL still to pay: open and overdue invoices. */
  openAmount: number;
  /** BRL of the invoices past their due date (§11 'Vencido'). */
  overdueAmount: number;
  overdueCount: number;
  /** The earliest due date not yet past among the unpaid invoices ('YYYY-MM-DD'), or null. */
  nextDueDate: string | null;
  /** ACR − ACL of this year's closed months, in BRL. */
  savingsYear: number;
  /** ACR − ACL of last year's twelve months, all closed, in BRL (§11 'Economia em <ano anterior>'). */
  savingsLastYear: number;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100);
const savingsOf = (months: readonly { result: number }[]) => months.reduce((sum, row) => sum + cents(row.result), 0) / 100;

/**
 * Every unit's figures, computed from the same generators that answer my-invoices and find-economic-report, so a
 * row always agrees with the unit's own screens. The year's savings count the months already closed (before
 * the current one), as the economy report shows them; last year's count its twelve months. The energy columns come
 * from the unit's measurements and contracts through the demo backend's own copy of the rules (data/energy/rules.ts).
 */
export function unitsSummary(account: AccountRecord, now: Date): UnitSummary[] {
  const today = isoDay(now);
  const year = now.getUTCFullYear();
  const plans = new Map(invoicePlansOf(account.id).map((plan) => [plan.assetId, plan]));
  return account.assets.map((asset) => {
    const plan = plans.get(asset.id);
    const unpaid = plan ? unpaidInvoices(plan, now) : [];
    const overdue = unpaid.filter((invoice) => invoice.vencimento! < today);
    const upcoming = unpaid.map((invoice) => invoice.vencimento!).filter((due) => due >= today).sort();
    // The economy report answers a unit without a supply contract with no months at all.
    const supplied = contractsForAsset(asset.id, now).length > 0;
    const economy = (of: number) => (supplied ? yearlyEconomy(asset.id, of, asset.profile) : []);
    const closedMonths = economy(year).filter((row) => Number(row.reference.slice(5)) <= now.getUTCMonth());
    return {
      physicalAssetId: asset.id,
      name: asset.name,
      city: asset.city,
      uf: asset.uf,
      openAmount: unpaid.reduce((sum, invoice) => sum + cents(invoice.valor ?? 0), 0) / 100,
      overdueAmount: overdue.reduce((sum, invoice) => sum + cents(invoice.valor ?? 0), 0) / 100,
      overdueCount: overdue.length,
      nextDueDate: upcoming[0] ?? null,
      savingsYear: savingsOf(closedMonths),
      savingsLastYear: savingsOf(economy(year - 1)),
      ...energySummary(energyUnit(asset.id)!, now),
    };
  });
}
